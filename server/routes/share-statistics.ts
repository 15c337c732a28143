/** content-shared and listing-visitors (§7 Statistics). */
import type { ApiPlugin } from '../http/types';

export const shareStatisticsRoutes: ApiPlugin = async () => {};
