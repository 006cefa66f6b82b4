/**
 * Turns anything thrown into the API's JSON error shape. Never a stack trace, never HTML.
 */
import type { Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { AppServices } from '../context.ts';
import { readRouteTemplate } from '../http/request-log.ts';
import { toLoggedError } from '../logging/logged-error.ts';
import { ApiError, type ErrorDetail } from './api-error.ts';

export function errorBody(code: string, message: string, details: unknown = []) {
  return { error: { code, message, details } };
}

/** Maps zod issues to details whose `field` names the request part and path ('query.limit'). */
export function toErrorDetails(error: ZodError, target: string): ErrorDetail[] {
  return error.issues.map((issue) => ({
    field: [target, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

const TARGET_NAMES: Record<string, string> = { param: 'params', json: 'body', form: 'body' };

/** The defaultHook of @hono/zod-openapi: a failed request validation becomes a 400 naming the field. */
// biome-ignore lint/suspicious/noExplicitAny: the hook serves every route, whatever its input and env types.
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (result.success) return;
  const target = TARGET_NAMES[result.target] ?? result.target;
  const details = toErrorDetails(result.error, target);
  const first = details[0];
  const message = first ? `Invalid ${first.field}: ${first.message}` : 'Invalid request.';
  return c.json(errorBody('BAD_REQUEST', message, details), 400);
};

/**
 * PostgreSQL data exceptions that only a value sent by the caller can cause: a character the encoding refuses
 * (22021, 22P05), a date, time or number out of range (22008, 22009, 22003), a malformed value of a typed
 * column (22P02, 22007), text too long for its column (22001). Drizzle and the drivers wrap the server's error:
 * its SQLSTATE is on the error or one of its causes.
 */
const INPUT_DATA_EXCEPTIONS = new Set([
  '22021',
  '22P05',
  '22008',
  '22009',
  '22003',
  '22P02',
  '22007',
  '22001',
]);

function findDataException(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_DATA_EXCEPTIONS.has(code)) return `SQLSTATE ${code}`;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Reports an error on the app's log with the request's id and route template (docs/operations.md#logs), or on the
 * console in an app built without services (unit tests of this handler). The error goes through toLoggedError:
 * a database error quotes the values it was sent, which may be someone's e-mail or session token.
 */
function reportError(c: Context, level: 'warn' | 'error', message: string, error: unknown): void {
  const logger = (c.get('services') as AppServices | undefined)?.logger;
  if (!logger) {
    console[level](message, c.req.method, readRouteTemplate(c), error);
    return;
  }
  logger[level](
    {
      requestId: c.get('requestId'),
      method: c.req.method,
      route: readRouteTemplate(c),
      err: toLoggedError(error),
    },
    message,
  );
}

export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorBody(error.code, error.message, error.details), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 400 && /JSON/i.test(error.message)) {
      return c.json(
        errorBody('BAD_REQUEST', 'The request body is not valid JSON.', [{ field: 'body' }]),
        400,
      );
    }
    return c.json(errorBody(status === 401 ? 'UNAUTHENTICATED' : 'HTTP_ERROR', error.message), status);
  }
  const dataException = findDataException(error);
  if (dataException) {
    // Input the guards and schemas should have refused reached the database: still the caller's error, not ours.
    reportError(c, 'warn', 'database refused a value', dataException);
    return c.json(
      errorBody('BAD_REQUEST', 'A value in the request cannot be stored.', [{ message: dataException }]),
      400,
    );
  }
  reportError(c, 'error', 'unhandled error', error);
  return c.json(errorBody('INTERNAL', 'Something went wrong on our side.'), 500);
}

export function handleNotFound(c: Context): Response {
  return c.json(errorBody('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}.`), 404);
}
