/**
 * better-auth's answers as the rest of the API's: an error (status 400 or more) in the one error shape
 * `{ "error": { "code", "message", "details" } }` (errors/api-error.ts), whether better-auth wrote `{ code, message }`
 * or nothing at all; and a successful sign-in remembered on the device (device-cookie.ts).
 */
import { errorBody } from '../../errors/error-handler.ts';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'RATE_LIMITED',
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Sign in to do this.',
  403: 'You may not do this.',
  404: 'Not found.',
  429: 'Too many requests. Try again later.',
};

function readText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The same response with a body in the API's error shape, when it is an error. */
export async function toApiErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const { status } = response;
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
  } catch {
    // Empty or not JSON: the status alone says what went wrong.
  }
  const { code, message, error, ...rest } = parsed;
  const nested = error && typeof error === 'object' ? (error as Record<string, unknown>) : undefined;
  const body = errorBody(
    readText(nested?.code) ??
      readText(code) ??
      CODE_BY_STATUS[status] ??
      (status >= 500 ? 'INTERNAL' : 'HTTP_ERROR'),
    readText(nested?.message) ??
      readText(message) ??
      MESSAGE_BY_STATUS[status] ??
      (status >= 500 ? 'Something went wrong on our side.' : 'The request failed.'),
    nested?.details ?? (Object.keys(rest).length > 0 ? rest : []),
  );
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status, statusText: response.statusText, headers });
}

/** The same response with one more Set-Cookie (better-auth's own headers may be immutable). */
export function withSetCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
