import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { comment, type Comment, type CommentStatus } from '../../../domain/entities/comment';
import { listPayload, type ListPayload } from '../../../domain/entities/common';
import { http } from '../http';
import { articleCommentKeys } from './keys';

/** How many comments one 'Load more' brings (commentsQuery's default). */
export const COMMENTS_PAGE_SIZE = 20;

export interface CommentsParams {
  articleId: string;
  status: CommentStatus;
  sort: 'createdAt:ASC' | 'createdAt:DESC';
  /** The 'Show Rejected/Deleted' tickbox: deleted comments and replies come too. */
  showDeleted: boolean;
}

const answer = z.object({ payload: listPayload(comment) });

/** GET /article-comments (§7): one tab of a post's comments, a page at `offset`, with their replies. */
export async function getComments(params: CommentsParams, offset: number, signal?: AbortSignal): Promise<ListPayload<Comment>> {
  const res = await http.get<unknown>('article-comments', {
    query: {
      articleIds: params.articleId,
      status: params.status,
      sort: params.sort,
      showDeleted: params.showDeleted,
      limit: COMMENTS_PAGE_SIZE,
      offset,
    },
    signal,
  });
  return answer.parse(res).payload;
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
