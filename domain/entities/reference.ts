/**
 * Reference data the listing screens read: geodata cities (§7 GET
 * geodata/cities, search, limit 20, includeData=province), portals (§7 GET
 * /portals?filterIsActive=true) and the listing form's master data (part,
 * property type, certificate type — §3 names them; the spec does not show the
 * call, so GET listing-options answers all three at once).
 */
import { z } from 'zod';
import { booleanString, csv, DEFAULT_PAGE_SIZE, listQuery } from './common';

/** Location and office searches ask for 20 (§9). */
export const LOCATION_SEARCH_LIMIT = 20;

export const province = z.object({ provinceId: z.string(), name: z.string() });
export type Province = z.infer<typeof province>;

export const city = z.object({
  cityId: z.string(),
  name: z.string(),
  provinceId: z.string(),
  province: province.nullable().optional(),
});
export type City = z.infer<typeof city>;

export const citiesQuery = z
  .object({
    search: listQuery.shape.search,
    limit: z.coerce.number().int().min(1).max(100).default(LOCATION_SEARCH_LIMIT),
    offset: listQuery.shape.offset,
    includeData: csv(['province']).optional(),
  })
  .strict();
export type CitiesQuery = z.infer<typeof citiesQuery>;

/** A listing portal; `position` 1 is the first listing portal (tag #2951A3, others #FF8600). */
export const portal = z.object({
  portalId: z.string(),
  portalName: z.string(),
  isActive: z.boolean(),
  position: z.number().int(),
});
export type Portal = z.infer<typeof portal>;

export const portalsQuery = z
  .object({
    filterIsActive: booleanString.optional(),
    limit: listQuery.shape.limit.default(DEFAULT_PAGE_SIZE),
    offset: listQuery.shape.offset,
  })
  .strict();

export const lookup = z.object({ lookupId: z.string(), name: z.string() });
export type Lookup = z.infer<typeof lookup>;

/** GET listing-options: the choices of the listing form's selects. */
export const listingOptions = z.object({
  parts: z.array(lookup),
  propertyTypes: z.array(lookup),
  certificateTypes: z.array(lookup),
});
export type ListingOptions = z.infer<typeof listingOptions>;
