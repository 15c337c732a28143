import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { city, LOCATION_SEARCH_LIMIT, type City } from '../../../domain/entities/reference';
import { http, type Envelope } from '../http';
import { referenceKeys } from './keys';

const citiesAnswer = city.array();

/** GET geodata/cities?search&limit=20&includeData=province (§7, §9). */
export async function getCities(search: string, signal?: AbortSignal): Promise<City[]> {
  const res = await http.get<Envelope<{ results: unknown }>>('geodata/cities', {
    query: { search, limit: LOCATION_SEARCH_LIMIT, includeData: 'province' },
    signal,
  });
  return citiesAnswer.parse(res.payload.results);
}

export const citiesQueryOptions = (search: string) =>
  queryOptions({ queryKey: referenceKeys.cities(search), queryFn: ({ signal }) => getCities(search, signal), staleTime: 10 * 60_000 });

/** Asks only once there is something to search for; the caller debounces. */
export const useCities = (search: string) =>
  useQuery({ ...citiesQueryOptions(search), enabled: search.trim().length > 0, placeholderData: keepPreviousData });
