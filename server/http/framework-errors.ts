/**
 * Fastify's router refuses some URLs before any hook or handler runs (a broken
 * percent-encoding, a path parameter over the router's length limit). Those
 * answers come in the one error shape too, without echoing the path (reset and
 * verify links carry secrets in it).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../domain/messages';

/** The router's limit on one path parameter: as long as the longest a params schema allows (an FCM token). */
export const MAX_PARAM_LENGTH = 4096;

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `A path parameter is too long (at most ${MAX_PARAM_LENGTH} characters).`
      : 'The address is not valid: a path parameter is not correctly percent-encoded.';
  void reply.status(400).send({ code: ERROR_CODES.validation, message, fields: { params: message } });
}
