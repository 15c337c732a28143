/** geodata/cities, portals, listing-options (issue 5) */
import type { ApiPlugin } from '../http/types';

export const referenceRoutes: ApiPlugin = async () => {};
