import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { visitorCount } from '../../../domain/entities/statistics';
import { http } from '../http';
import { statisticsKeys } from './keys';
import { scopeOf, statisticsPath } from './scope';

const answer = z.object({ payload: visitorCount });

/** GET [office/]listing-visitors/count: how often one listing was viewed. */
export async function getViewCount(isHQ: boolean, listingId: string, signal?: AbortSignal): Promise<number> {
  const res = await http.get<unknown>(statisticsPath(isHQ, 'listing-visitors/count'), { query: { listingId }, signal });
  return answer.parse(res).payload.totalCount;
}

export const viewCountQueryOptions = (isHQ: boolean, listingId: string) =>
  queryOptions({
    queryKey: statisticsKeys.viewCount({ scope: scopeOf(isHQ), listingId }),
    queryFn: ({ signal }) => getViewCount(isHQ, listingId, signal),
  });

export const useViewCount = (isHQ: boolean, listingId: string) => useQuery(viewCountQueryOptions(isHQ, listingId));
