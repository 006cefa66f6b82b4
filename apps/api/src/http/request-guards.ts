/**
 * Input no handler could store or afford, refused before routing (spec §8: a 400 or 413 in the one error shape,
 * never a 500):
 * - PostgreSQL `text` and `jsonb` cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 form. Either one
 *   in the path, in a query value or in any string of a body is a 400 naming the part ('params', 'query.q',
 *   'body.when.startDate'), as is percent-encoding that does not decode to UTF-8 ('%FF', '%C0%AF').
 * - Bodies are capped (MAX_BODY_BYTES) whether or not they declare a Content-Length: a chunked body is counted as
 *   it arrives and refused once it passes the cap. Routes that stream their own larger bodies (the media upload,
 *   with its per-type limits) are named by the caller and left to do so.
 * - A refused body is still read to its end, and dropped, before the 413 leaves (up to MAX_DISCARDED_BYTES): the
 *   next request on the connection starts after it, so a keep-alive connection stays usable. A body longer than
 *   that, declared or sent, gets its 413 with `Connection: close`, and the connection closes once the client has
 *   read it (LINGER_MS). What a route that reads its own body leaves unread (answering 401, or its own 413) is
 *   dropped after its answer in the same way.
 */
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@happenings/domain/schemas';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { invalidField, payloadTooLarge } from '../errors/api-error.ts';
import { errorBody } from '../errors/error-handler.ts';

/**
 * JSON and form bodies: the largest the API takes (an experience with a 20,000-character description and 30
 * media items) stays well under 100 KB.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * How much of a refused body is read and dropped so that the connection can carry the next request: a client that
 * sent a few megabytes by mistake keeps its connection, one that streams without end does not hold it.
 */
export const MAX_DISCARDED_BYTES = 16 * 1024 * 1024;

const UNSTORABLE_MESSAGE = `${UNSTORABLE_TEXT_MESSAGE}.`;
const BAD_ENCODING_MESSAGE = 'Is not valid percent-encoded UTF-8.';

/** decodeURIComponent refuses bytes that are not UTF-8, encoded surrogates and malformed escapes alike. */
function decodeComponent(text: string, field: string, isQuery: boolean): string {
  const spaced = isQuery ? text.replace(/\+/g, ' ') : text;
  let decoded: string;
  try {
    decoded = spaced.includes('%') ? decodeURIComponent(spaced) : spaced;
  } catch {
    throw invalidField(field, BAD_ENCODING_MESSAGE);
  }
  if (!isStorableText(decoded)) throw invalidField(field, UNSTORABLE_MESSAGE);
  return decoded;
}

/** Every `name=value` of a query string or an urlencoded body, checked; `part` is 'query' or 'body'. */
function checkUrlEncoded(text: string, part: 'query' | 'body'): void {
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    const name = decodeComponent(rawName, part, true);
    if (equals >= 0) decodeComponent(pair.slice(equals + 1), `${part}.${name}`, true);
  }
}

function checkPath(url: URL): void {
  for (const segment of url.pathname.split('/')) decodeComponent(segment, 'params', false);
}

/**
 * The first string (or key) of a parsed JSON value that cannot be stored, as its field path, or null. Iterative:
 * JSON.parse accepts nesting deep enough to overflow a recursive walk.
 */
function findUnstorableField(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, 'body']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push([item, `${path}.${index}`]);
      });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return path;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/** A JSON text can only hold U+0000 or a lone surrogate as a \u escape (raw control characters are not JSON). */
const SUSPECT_JSON_ESCAPE = /\\u(?:0000|d[89a-f])/i;

function checkJson(text: string): void {
  if (!SUSPECT_JSON_ESCAPE.test(text)) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return; // Not JSON: the route's own parsing answers that with its 400.
  }
  const field = findUnstorableField(parsed);
  if (field !== null) throw invalidField(field, UNSTORABLE_MESSAGE);
}

async function checkMultipart(bytes: Uint8Array, contentType: string): Promise<void> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return; // Unreadable: the route's own parsing answers that.
  }
  for (const [name, value] of form) {
    const text = typeof value === 'string' ? value : value.name;
    if (!isStorableText(name) || !isStorableText(text))
      throw invalidField(`body.${name}`, UNSTORABLE_MESSAGE);
  }
}

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

async function checkBody(bytes: Uint8Array, contentType: string): Promise<void> {
  const type = contentType.toLowerCase();
  if (type.startsWith('multipart/form-data')) return checkMultipart(bytes, contentType);
  const text = new TextDecoder().decode(bytes);
  if (JSON_TYPE.test(type)) checkJson(text);
  else if (type.startsWith('application/x-www-form-urlencoded')) checkUrlEncoded(text, 'body');
  else if (type.startsWith('text/') && !isStorableText(text)) throw invalidField('body', UNSTORABLE_MESSAGE);
}

const TOO_LARGE_MESSAGE = `The request body can be at most ${MAX_BODY_BYTES / 1024 / 1024} MB.`;

/**
 * How long a connection that closes after a 413 goes on reading, and dropping, what the client still sends. Closing
 * a socket while the client's bytes arrive resets it, and a reset can erase the 413 before the client reads it: the
 * close comes in stages instead (RFC 9112 §9.6), the answer at once, the server's end of the connection once the
 * client has stopped sending or hung up, or after this long.
 */
const LINGER_MS = 2_000;

/**
 * Reads the rest of a refused body without keeping it: up to `maxBytes` more, and for at most `maxMs` when given.
 * True when the body ended within them.
 */
async function discardRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  maxBytes: number,
  maxMs?: number,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<null>((resolve) => {
    if (maxMs !== undefined) timer = setTimeout(() => resolve(null), maxMs);
  });
  try {
    for (let dropped = 0; dropped <= maxBytes; ) {
      const result = await Promise.race([reader.read(), timeUp]);
      if (result === null) break;
      if (result.done) return true;
      dropped += result.value.byteLength;
    }
  } finally {
    clearTimeout(timer);
  }
  return false;
}

/** Statuses whose answers have no body, so no end to hold back. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * `answer` with `Connection: close`, for a request whose body goes on past MAX_DISCARDED_BYTES: sent at once, with
 * its length, so the client reads all of it, and ended (after which the server closes) once `rest` has stopped
 * coming, LINGER_MS at most, what arrives meanwhile dropped.
 */
async function closingAfter(
  answer: Response,
  rest: ReadableStreamDefaultReader<Uint8Array>,
): Promise<Response> {
  const headers = new Headers(answer.headers);
  headers.set('connection', 'close');
  if (NULL_BODY_STATUSES.has(answer.status)) return new Response(null, { status: answer.status, headers });
  const bytes = new Uint8Array(await answer.arrayBuffer());
  headers.set('content-length', String(bytes.byteLength));
  let isSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!isSent) {
        isSent = true;
        controller.enqueue(bytes);
        return;
      }
      // A client that hangs up mid-body ends the read with an error: nothing is left to wait for.
      await discardRest(rest, MAX_DISCARDED_BYTES, LINGER_MS).catch(() => {});
      controller.close();
    },
  });
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}

function tooLargeAnswer(): Response {
  const error = payloadTooLarge(TOO_LARGE_MESSAGE);
  return Response.json(errorBody(error.code, error.message, error.details), { status: error.status });
}

/** A body within the cap, or a refused one: `rest` holds the reader of a body still going past the discard limit. */
type CappedBody =
  | { isTooLarge: false; bytes: Uint8Array }
  | { isTooLarge: true; rest: ReadableStreamDefaultReader<Uint8Array> | null };

/**
 * The body, read up to `limits.body`. Past it the rest is read and dropped, up to `limits.discarded` in all; a
 * declared length past `limits.discarded` is not read at all.
 */
async function readCappedBody(
  request: Request,
  limits: { body: number; discarded: number },
): Promise<CappedBody> {
  const reader = request.body!.getReader();
  const refuse = async (received: number): Promise<CappedBody> => {
    const hasEnded = await discardRest(reader, limits.discarded - received);
    return { isTooLarge: true, rest: hasEnded ? null : reader };
  };
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limits.discarded) return { isTooLarge: true, rest: reader };
  if (declared > limits.body) return refuse(0);
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limits.body) return refuse(received);
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { isTooLarge: false, bytes };
}

export interface RequestGuardOptions {
  /** Paths (as routed, decoded) whose handlers read and cap their own bodies. */
  ownBodyLimitPaths?: readonly string[];
  maxBodyBytes?: number;
}

/**
 * A route that reads its own body may answer before it has read all of it (a 401, its own 413). Its body is passed
 * through as it reads it; what it leaves is then dropped as a refused body is, up to MAX_DISCARDED_BYTES, so that
 * the connection carries the next request, or else the answer closes the connection.
 */
async function passOwnBody(c: Context, next: Next, maxDiscarded: number): Promise<void> {
  const request = c.req.raw;
  const reader = request.body!.getReader();
  let hasEnded = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        hasEnded = true;
        controller.close();
      } else {
        controller.enqueue(value);
      }
    },
  });
  c.req.raw = new Request(request, { body, duplex: 'half' } as RequestInit & { duplex: 'half' });
  await next();
  if (hasEnded) return;
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!(declared > maxDiscarded) && (await discardRest(reader, maxDiscarded))) return;
  c.res = await closingAfter(c.res, reader);
}

/** The guard for every request: path and query first (no body read for a bad address), then the body. */
export function requestGuards(options: RequestGuardOptions = {}): MiddlewareHandler {
  const ownLimit = new Set(options.ownBodyLimitPaths ?? []);
  const limits = { body: options.maxBodyBytes ?? MAX_BODY_BYTES, discarded: MAX_DISCARDED_BYTES };
  return async (c, next) => {
    const url = new URL(c.req.url);
    checkPath(url);
    checkUrlEncoded(url.search.slice(1), 'query');
    const request = c.req.raw;
    if (!request.body) return next();
    if (ownLimit.has(c.req.path)) return passOwnBody(c, next, limits.discarded);
    const body = await readCappedBody(request, limits);
    if (body.isTooLarge) {
      if (body.rest) return closingAfter(tooLargeAnswer(), body.rest);
      throw payloadTooLarge(TOO_LARGE_MESSAGE);
    }
    await checkBody(body.bytes, request.headers.get('content-type') ?? '');
    // The stream is spent: handlers (and better-auth, which reads the raw request) get the same bytes again.
    c.req.raw = new Request(request, { body: body.bytes });
    await next();
  };
}
