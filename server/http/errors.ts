/** The one error shape of every answer: `{ code, message, fields? }` with a code of ERROR_CODES. */
import { ERROR_CODES, MESSAGES, type ErrorCode } from '../../domain/messages';
import type { ErrorBody } from '../../domain/entities/common';

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

export const unauthenticated = () => new ApiError(403, ERROR_CODES.unauthorized, MESSAGES.unauthenticated);
export const forbidden = (message: string = MESSAGES.forbiddenPage) => new ApiError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found.') => new ApiError(404, ERROR_CODES.notFound, message);

/** A 400 about one field: the message names it, and `fields` points at it. */
export const fieldError = (field: string, message: string, status = 400, code: ErrorCode = ERROR_CODES.validation) =>
  new ApiError(status, code, message, { [field]: message });
