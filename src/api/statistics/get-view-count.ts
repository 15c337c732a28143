import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitorCount } from '../../../domain/entities/statistics';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { statisticsKeys } from './keys';
import { scopeOf, statisticsPath } from './scope';

const answer = envelope(visitorCount);

/** GET [office/]listing-visitors/count: how often one listing was viewed. */
export async function getViewCount(isHQ: boolean, listingId: string, signal?: AbortSignal): Promise<number> {
  const res = await http.get(statisticsPath(isHQ, 'listing-visitors/count'), { query: { listingId }, signal, schema: answer });
  return res.payload.totalCount;
}

export const viewCountQueryOptions = (isHQ: boolean, listingId: string) =>
  queryOptions({
    queryKey: statisticsKeys.viewCount({ scope: scopeOf(isHQ), listingId }),
    queryFn: ({ signal }) => getViewCount(isHQ, listingId, signal),
  });

export const useViewCount = (isHQ: boolean, listingId: string) => useQuery(viewCountQueryOptions(isHQ, listingId));
