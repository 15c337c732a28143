import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPayload } from '../../../domain/entities/common';
import type { Listing } from '../../../domain/entities/listing';
import { http, type Envelope } from '../http';
import { listingKeys } from './keys';

/** A row of /listing-not-watermark: the listing, with how many of its photos have no watermark flag yet. */
export type NotWatermarkListing = Listing & { unflaggedPhotoCount: number };

export interface NotWatermarkParams {
  limit: number;
  offset: number;
  search?: string;
}

/** GET listings/not-watermark (paged, §7). */
export async function getNotWatermark(params: NotWatermarkParams, signal?: AbortSignal): Promise<ListPayload<NotWatermarkListing>> {
  const res = await http.get<Envelope<ListPayload<NotWatermarkListing>>>('listings/not-watermark', { query: { ...params }, signal });
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
