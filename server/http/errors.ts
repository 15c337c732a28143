/**
 * The one error shape of every answer: `{ code, message, fields? }` with a code
 * of ERROR_CODES, and the one place a refusal (server/errors.ts) becomes its
 * status. ApiError is for the answers server/http makes itself (a body that is
 * not JSON, a media type the route does not take).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES, type ErrorCode } from '../../domain/messages';
import type { ErrorBody } from '../../domain/entities/common';
import { DomainError, type RefusalKind } from '../errors';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ErrorBody {
    return this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
  }
}

/**
 * Each kind of refusal, as §7 answers it. A missing or ended session is a 403
 * with err_unauthorized (the SPA then ends the session), not a 401: 401 is a
 * refused sign-in.
 */
const ANSWERS: Record<RefusalKind, { status: number; code: ErrorCode }> = {
  invalid: { status: 400, code: ERROR_CODES.validation },
  signInRefused: { status: 401, code: ERROR_CODES.validation },
  accountDisabled: { status: 401, code: ERROR_CODES.accountDisabled },
  unauthenticated: { status: 403, code: ERROR_CODES.unauthorized },
  forbidden: { status: 403, code: ERROR_CODES.forbidden },
  notFound: { status: 404, code: ERROR_CODES.notFound },
  conflict: { status: 409, code: ERROR_CODES.conflict },
  tooLarge: { status: 413, code: ERROR_CODES.payloadTooLarge },
  tooMany: { status: 429, code: ERROR_CODES.rateLimited },
  unavailable: { status: 503, code: ERROR_CODES.internal },
};

export function answerOf(refusal: DomainError): ApiError {
  const { status, code } = ANSWERS[refusal.kind];
  const headers = refusal.retryAfterSeconds === undefined ? undefined : { 'retry-after': String(refusal.retryAfterSeconds) };
  return new ApiError(status, code, refusal.message, refusal.fields, headers);
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401 || status === 403) return ERROR_CODES.forbidden;
  if (status === 404) return ERROR_CODES.notFound;
  if (status === 409) return ERROR_CODES.conflict;
  if (status === 413) return ERROR_CODES.payloadTooLarge;
  if (status === 429) return ERROR_CODES.rateLimited;
  return ERROR_CODES.validation;
}

/** Fastify's own refusals of a request, in the one error shape. */
function fromFastifyError(error: FastifyError): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, ERROR_CODES.payloadTooLarge, 'Request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, ERROR_CODES.validation, 'Unsupported content type: send application/json.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, ERROR_CODES.validation, 'Request body is not valid JSON.', { body: 'Request body is not valid JSON.' });
  }
  const status = error.statusCode ?? 500;
  if (error instanceof SyntaxError && status === 400) {
    return new ApiError(400, ERROR_CODES.validation, 'Request body is not valid JSON.', { body: 'Request body is not valid JSON.' });
  }
  if (status >= 400 && status < 500) return new ApiError(status, codeForStatus(status), error.message || MESSAGES.genericFailure);
  return undefined;
}

/** The app's error handler: a refusal or a known answer in the one shape; anything else is logged and a 500. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = error instanceof DomainError ? answerOf(error) : error instanceof ApiError ? error : fromFastifyError(error);
  if (known) {
    if (known.headers) reply.headers(known.headers);
    return reply.status(known.statusCode).send(known.body);
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ code: ERROR_CODES.internal, message: MESSAGES.genericFailure });
}
