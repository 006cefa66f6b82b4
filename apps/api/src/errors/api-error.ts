/**
 * The one error shape of the API: `{ "error": { "code", "message", "details" } }`, thrown anywhere in a handler
 * and turned into a response by the app's error handler.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorDetail {
  /** Where the problem is: 'body.when.startDate', 'query.limit', 'params.id'. */
  field?: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] | Record<string, unknown> = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, details: ErrorDetail[] = []) =>
  new ApiError(400, 'BAD_REQUEST', message, details);

/** 400 naming one field. */
export const invalidField = (field: string, message: string) =>
  new ApiError(400, 'BAD_REQUEST', `Invalid ${field}: ${message}`, [{ field, message }]);

export const unauthorized = (message = 'Sign in to do this.', code = 'UNAUTHENTICATED') =>
  new ApiError(401, code, message);

export const forbidden = (message = 'You may not do this.') => new ApiError(403, 'FORBIDDEN', message);

export const notFound = (what = 'Resource') => new ApiError(404, 'NOT_FOUND', `${what} not found.`);

export const conflict = (message: string, code = 'CONFLICT') => new ApiError(409, code, message);

export const payloadTooLarge = (message: string) => new ApiError(413, 'PAYLOAD_TOO_LARGE', message);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'RATE_LIMITED',
    `Too many requests. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );
