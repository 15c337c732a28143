/** listing-maskings, listing-masking-histories, shared listings, the listing PDF (issue 5) */
import type { ApiPlugin } from '../http/types';

export const maskingRoutes: ApiPlugin = async () => {};
