import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { comment, type Comment, type commentsQuery } from '../../../domain/entities/comment';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { http, type QueryParams } from '../http';
import { articleCommentKeys } from './keys';

/** How many comments one 'Load more' brings (commentsQuery's default). */
export const COMMENTS_PAGE_SIZE = 20;

type CommentsQuery = QueryParams<typeof commentsQuery>;

/** One tab of the panel (a status always), in an order, with deleted ones when the tickbox says so; the pages are the query's. */
export type CommentsParams = Omit<CommentsQuery, 'limit' | 'offset' | 'status'> & Required<Pick<CommentsQuery, 'status'>>;

const answer = envelope(listPayload(comment));

/** GET /article-comments (§7): one tab of a post's comments, a page at `offset`, with their replies. */
export async function getComments(params: CommentsParams, offset: number, signal?: AbortSignal): Promise<ListPayload<Comment>> {
  const query: CommentsQuery = { ...params, limit: COMMENTS_PAGE_SIZE, offset };
  const res = await http.get('article-comments', { query, signal, schema: answer });
  return res.payload;
}

export const commentsQueryOptions = (params: CommentsParams) =>
  infiniteQueryOptions({
    queryKey: articleCommentKeys.list({ ...params }),
    queryFn: ({ pageParam, signal }) => getComments(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ListPayload<Comment>) => last.next ?? undefined,
    // A tab left is forgotten: opening it again loads it afresh, never showing comments as they were before a moderation.
    gcTime: 0,
  });

/** The panel's list: pages joined by 'Load more'. */
export const useComments = (params: CommentsParams) => useInfiniteQuery(commentsQueryOptions(params));
