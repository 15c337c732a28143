/** image uploads and their serving (issue 5) */
import type { ApiPlugin } from '../http/types';

export const fileRoutes: ApiPlugin = async () => {};
