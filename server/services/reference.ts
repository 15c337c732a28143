/** Reference data the listing screens read: geodata cities, portals, and the listing form's options. */
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ListPayload } from '../../domain/entities/common';
import type { CitiesQuery, City, ListingOptions, Lookup, Portal } from '../../domain/entities/reference';
import type { Executor } from '../db/client';
import { cities, listingLookups, portals, provinces } from '../db/schema';
import { countedPage, escapeLike, type Window } from './lists';

/** Cities whose name contains the search, those that start with it first ('Band' → Bandung before Kabupaten Bandung). */
export async function searchCities(db: Executor, q: CitiesQuery & Window): Promise<ListPayload<City>> {
  const text = q.search?.trim();
  const where: SQL | undefined = text ? ilike(cities.name, `%${escapeLike(text)}%`) : undefined;
  const startsWith = text ? sql`case when ${cities.name} ilike ${`${escapeLike(text)}%`} then 0 else 1 end` : undefined;
  const rows = await db
    .select({ city: cities, province: provinces })
    .from(cities)
    .innerJoin(provinces, eq(provinces.provinceId, cities.provinceId))
    .where(where)
    .orderBy(...(startsWith ? [startsWith] : []), asc(cities.name), asc(cities.cityId))
    .limit(q.limit)
    .offset(q.offset);
  const withProvince = (q.includeData ?? []).includes('province');
  const results = rows.map(({ city, province }): City => ({ ...city, ...(withProvince && { province }) }));
  return countedPage(db, results, db.select({ one: sql`1` }).from(cities).where(where), q);
}

export async function listPortals(db: Executor, q: { filterIsActive?: boolean } & Window): Promise<ListPayload<Portal>> {
  const where = and(q.filterIsActive === undefined ? undefined : eq(portals.isActive, q.filterIsActive));
  const results = await db.select().from(portals).where(where).orderBy(asc(portals.position), asc(portals.portalName)).limit(q.limit).offset(q.offset);
  return countedPage(db, results, db.select({ one: sql`1` }).from(portals).where(where), q);
}

export async function listingOptions(db: Executor): Promise<ListingOptions> {
  const rows = await db.select().from(listingLookups).orderBy(asc(listingLookups.name));
  const of = (kind: string): Lookup[] => rows.filter((r) => r.kind === kind).map(({ lookupId, name }) => ({ lookupId, name }));
  return { parts: of('part'), propertyTypes: of('propertyType'), certificateTypes: of('certificateType') };
}
