/** Master data: listing lookups, provinces and cities, portals. */
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Master data of a listing's part, property type and certificate type (§3 listingPart, listingPropertyType, listingCertificateType). */
export const listingLookups = pgTable(
  'listing_lookups',
  {
    lookupId: text('lookup_id').primaryKey(),
    kind: text('kind').$type<'part' | 'propertyType' | 'certificateType'>().notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('listing_lookups_kind_name_unique').on(t.kind, t.name)],
);

export const provinces = pgTable('provinces', {
  provinceId: text('province_id').primaryKey(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    cityId: text('city_id').primaryKey(),
    name: text('name').notNull(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces.provinceId),
  },
  (t) => [index('cities_name_idx').on(t.name)],
);

/** Listing portals (§3 Portal); `position` 1 is the first listing portal (tag #2951A3). */
export const portals = pgTable('portals', {
  portalId: text('portal_id').primaryKey(),
  portalName: text('portal_name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull(),
});
