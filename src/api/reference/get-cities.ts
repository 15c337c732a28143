import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload } from '../../../domain/entities/common';
import { city, LOCATION_SEARCH_LIMIT, type citiesQuery, type City } from '../../../domain/entities/reference';
import { http, type QueryParams } from '../http';
import { referenceKeys } from './keys';

const answer = envelope(listPayload(city));

/** GET geodata/cities?search&limit=20&includeData=province (§7, §9). */
export async function getCities(search: string, signal?: AbortSignal): Promise<City[]> {
  const query: Partial<QueryParams<typeof citiesQuery>> = { search, limit: LOCATION_SEARCH_LIMIT, includeData: ['province'] };
  const res = await http.get('geodata/cities', { query, signal, schema: answer });
  return res.payload.results;
}

export const citiesQueryOptions = (search: string) =>
  queryOptions({ queryKey: referenceKeys.cities(search), queryFn: ({ signal }) => getCities(search, signal), staleTime: 10 * 60_000 });

/** Asks only once there is something to search for; the caller debounces. */
export const useCities = (search: string) =>
  useQuery({ ...citiesQueryOptions(search), enabled: search.trim().length > 0, placeholderData: keepPreviousData });
