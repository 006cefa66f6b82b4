/**
 * Compresses the API's text responses (JSON, the OpenAPI document, iCalendar, XML) for clients that accept it:
 * Brotli when offered (smaller JSON at a CPU cost close to gzip's at quality 4), else gzip. A 100-item page of
 * experiences is ~200 KB of JSON and ~25 KB on the wire.
 *
 * Left alone: bodies under 1 KB (the framing costs more than it saves), media (already compressed), responses that
 * say `no-transform`, and /api/auth, whose bodies carry tokens next to caller-supplied text (BREACH).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import {
  type BrotliOptions,
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type ZlibOptions,
} from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Above this a body is compressed on the thread pool, so one large response never stalls the event loop. */
const ASYNC_ABOVE_BYTES = 64 * 1024;

const COMPRESSIBLE = /^(application\/(json|problem\+json|xml|javascript)|text\/|image\/svg\+xml)/i;
const SKIPPED_PATHS = ['/api/auth/', '/media/'];
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

const BROTLI: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP: ZlibOptions = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The encoding the client prefers among ours (q-values honoured, `q=0` refuses), or none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

export async function compress(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  if (body.byteLength > ASYNC_ABOVE_BYTES) {
    return encoding === 'br' ? brotliAsync(body, BROTLI) : gzipAsync(body, GZIP);
  }
  return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);
}

/**
 * Cached answers (the discover root, pages of events, one event) send the same bytes to every signed-out caller,
 * and compressing a 190 KB root costs far more than hashing it: bodies from MEMO_ABOVE_BYTES up are compressed
 * once per process and encoding, keyed by their SHA-1, the least recently used dropped beyond MEMO_MAX_BYTES of
 * compressed output. A pure function of the body, so nothing here can go stale.
 */
const MEMO_ABOVE_BYTES = 8 * 1024;
const MEMO_MAX_BYTES = 32 * 1024 * 1024;
const memo = new Map<string, Uint8Array>();
let memoBytes = 0;

async function encode(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  if (body.byteLength < MEMO_ABOVE_BYTES) return compress(body, encoding);
  const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
  const known = memo.get(key);
  if (known) {
    memo.delete(key);
    memo.set(key, known);
    return known;
  }
  const encoded = await compress(body, encoding);
  memo.set(key, encoded);
  memoBytes += encoded.byteLength;
  for (const [oldKey, old] of memo) {
    if (memoBytes <= MEMO_MAX_BYTES) break;
    memo.delete(oldKey);
    memoBytes -= old.byteLength;
  }
  return encoded;
}

function isCompressible(method: string, path: string, response: Response): boolean {
  if (method === 'HEAD' || !response.body) return false;
  if (response.status < 200 || response.status === 204 || response.status === 206) return false;
  if (response.headers.has('content-encoding')) return false;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return false;
  if (NO_TRANSFORM.test(response.headers.get('cache-control') ?? '')) return false;
  return !SKIPPED_PATHS.some((prefix) => path.startsWith(prefix));
}

function addVary(headers: Headers) {
  const vary = headers.get('vary');
  if (vary === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary ?? '')) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  if (!isCompressible(c.req.method, c.req.path, c.res)) return;
  // Hono copies the previous response's headers onto one assigned to c.res, so headers are edited after.
  addVary(c.res.headers);
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const declaredLength = Number(c.res.headers.get('content-length') ?? Number.NaN);
  if (!encoding || declaredLength < COMPRESSION_THRESHOLD_BYTES) return;

  const response = c.res;
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.byteLength < COMPRESSION_THRESHOLD_BYTES) {
    c.res = new Response(body, response);
    return;
  }
  const encoded = await encode(body, encoding);
  c.res = new Response(encoded, response);
  c.res.headers.set('content-encoding', encoding);
  c.res.headers.set('content-length', String(encoded.byteLength));
  const etag = c.res.headers.get('etag');
  if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
};
