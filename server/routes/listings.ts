/** GET/POST/PATCH listings, office/listings, not-watermark, bulk watermark, has-portal (issue 5) */
import type { ApiPlugin } from '../http/types';

export const listingRoutes: ApiPlugin = async () => {};
