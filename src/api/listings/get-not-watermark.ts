import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import type { notWatermarkQuery } from '../../../domain/entities/listing';
import { notWatermarkListItem, type NotWatermarkListItem } from '../../../domain/lists/listings';
import { http, type QueryParams } from '../http';
import { listingKeys } from './keys';

export type NotWatermarkParams = QueryParams<typeof notWatermarkQuery>;

const answer = envelope(listPayload(notWatermarkListItem));

/** GET listings/not-watermark (paged, §7), as the screen's rows (view=row: the columns and the photos, not whole listings). */
export async function getNotWatermark(params: NotWatermarkParams, signal?: AbortSignal): Promise<ListPayload<NotWatermarkListItem>> {
  const res = await http.get('listings/not-watermark', { query: { ...params, view: 'row' }, signal, schema: answer });
  return res.payload;
}

export const notWatermarkQueryOptions = (params: NotWatermarkParams) =>
  queryOptions({
    queryKey: listingKeys.notWatermark({ ...params }),
    queryFn: ({ signal }) => getNotWatermark(params, signal),
    // Paging and searching keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useNotWatermark = (params: NotWatermarkParams) => useQuery(notWatermarkQueryOptions(params));
