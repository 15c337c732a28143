/**
 * The comments panel of a blog post (§2, §7): list and statistics, an
 * admin's comment and reply, approve/reject/delete of one item and bulk
 * approve/reject. Refused moves answer 409 with the reason.
 */
import {
  bulkModerateBody,
  bulkModeratePayload,
  comment,
  commentBody,
  commentIdParams,
  commentsQuery,
  commentStatistics,
  commentStatisticsQuery,
  moderateBody,
  reply,
  replyBody,
  replyIdParams,
} from '../../domain/entities/comment';
import { envelope } from '../../domain/entities/common';
import { COMMENT_COLUMNS } from '../../domain/lists/blog';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import {
  bulkModerate,
  commentStatistics as statisticsOf,
  createComment,
  createReply,
  deleteComment,
  deleteReply,
  listComments,
  moderateComment,
  moderateReply,
} from '../services/article-comments';

const commentAnswer = envelope(comment);
const replyAnswer = envelope(reply);

export const articleCommentRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  listRoute(fastify, {
    url: '/article-comments',
    querystring: commentsQuery,
    item: comment,
    columns: COMMENT_COLUMNS,
    screen: 'blog-comments',
    read: (_request, q) => listComments(services.db, q),
  });

  app.get(
    '/article-comments/custom/comment-statistic',
    { schema: { querystring: commentStatisticsQuery, response: { 200: envelope(commentStatistics) } } },
    async (request) => ({ payload: await statisticsOf(services.db, request.query.articleIds) }),
  );

  app.post('/article-comments', { schema: { body: commentBody, response: { 201: commentAnswer } } }, async (request, res) => {
    const created = await createComment(services.db, callerOf(request), request.body, services.now());
    return res.status(201).send({ payload: created });
  });

  app.post('/article-reply-comments', { schema: { body: replyBody, response: { 201: replyAnswer } } }, async (request, res) => {
    const created = await createReply(services.db, callerOf(request), request.body, services.now());
    return res.status(201).send({ payload: created });
  });

  app.patch(
    '/article-comments/:commentId',
    { schema: { params: commentIdParams, body: moderateBody, response: { 200: commentAnswer } } },
    async (request) => ({ payload: await moderateComment(services.db, callerOf(request), request.params.commentId, request.body.status, services.now()) }),
  );

  app.patch(
    '/article-reply-comments/:replyId',
    { schema: { params: replyIdParams, body: moderateBody, response: { 200: replyAnswer } } },
    async (request) => ({ payload: await moderateReply(services.db, callerOf(request), request.params.replyId, request.body.status, services.now()) }),
  );

  app.delete('/article-comments/:commentId', { schema: { params: commentIdParams, response: { 200: commentAnswer } } }, async (request) => ({
    payload: await deleteComment(services.db, callerOf(request), request.params.commentId, services.now()),
  }));

  app.delete('/article-reply-comments/:replyId', { schema: { params: replyIdParams, response: { 200: replyAnswer } } }, async (request) => ({
    payload: await deleteReply(services.db, callerOf(request), request.params.replyId, services.now()),
  }));

  app.post(
    '/article-comments/bulk-update-status',
    { schema: { body: bulkModerateBody, response: { 200: envelope(bulkModeratePayload) } } },
    async (request) => ({ payload: await bulkModerate(services.db, callerOf(request), request.body, services.now()) }),
  );
};
