import { queryOptions, useQuery } from '@tanstack/react-query';
import { shareCounts, type ShareCounts } from '../../../domain/entities/listing-masking';
import type { ContentType } from '../../../domain/entities/statistics';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { statisticsKeys } from './keys';
import { scopeOf, statisticsPath } from './scope';

const answer = envelope(shareCounts);

/** GET [office/]content-shared/count: one content's shares, in total and per channel. */
export async function getShareCounts(isHQ: boolean, contentType: ContentType, contentId: string, signal?: AbortSignal): Promise<ShareCounts> {
  const res = await http.get(statisticsPath(isHQ, 'content-shared/count'), { query: { contentType, contentId }, signal, schema: answer });
  return res.payload;
}

export const shareCountsQueryOptions = (isHQ: boolean, contentType: ContentType, contentId: string) =>
  queryOptions({
    queryKey: statisticsKeys.shareCounts({ scope: scopeOf(isHQ), contentType, contentId }),
    queryFn: ({ signal }) => getShareCounts(isHQ, contentType, contentId, signal),
  });

export const useShareCounts = (isHQ: boolean, contentType: ContentType, contentId: string) =>
  useQuery(shareCountsQueryOptions(isHQ, contentType, contentId));
