/**
 * The request id one page view carries through the website's server and the API (docs/operations.md#logs), sent
 * and answered as X-Request-Id. A caller's id is kept only when it is a plain token: letters, digits and `._:-`, up
 * to 64 (a UUID, a proxy's id), so that nothing a client writes can forge or break a log line.
 */

export const REQUEST_ID_HEADER = 'X-Request-Id';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function isSaneRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value);
}

/** The caller's id when it is a plain token, else a fresh random one. */
export function readRequestId(header: string | null | undefined): string {
  return isSaneRequestId(header) ? header : globalThis.crypto.randomUUID();
}
