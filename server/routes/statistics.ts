/** content-shared and listing-visitors (issue 5) */
import type { ApiPlugin } from '../http/types';

export const statisticsRoutes: ApiPlugin = async () => {};
