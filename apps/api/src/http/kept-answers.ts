/**
 * Answers a signed-out GET that was answered before from an answer this process still keeps (cache/hot-answers.ts),
 * before any other middleware, routing or validation: the same path and query passed every check then (request
 * guards, access rules, the route's validation), no credential means no per-person part, and the answer is kept
 * only while no change notice concerns it. Headers are the ones the full pipeline sets on it.
 */
import { SESSION_COOKIE } from '@happenings/domain/constants';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { COMPRESSION_THRESHOLD_BYTES, chooseEncoding } from './compression.ts';
import { baseSecurityHeaders } from './security-headers.ts';

export function keptAnswers(services: AppEnv['Variables']['services']): MiddlewareHandler<AppEnv> {
  const hot = services.hotAnswers;
  const json = {
    ...baseSecurityHeaders(services.config.publicUrl),
    'content-type': 'application/json',
    vary: 'Accept-Encoding',
  };
  const byEncoding = {
    br: { ...json, 'content-encoding': 'br' },
    gzip: { ...json, 'content-encoding': 'gzip' },
  };
  return async (c, next) => {
    if (!hot || c.req.method !== 'GET') return next();
    const headers = c.req.raw.headers;
    if (headers.has('authorization') || headers.get('cookie')?.includes(SESSION_COOKIE.name)) return next();
    const answer = hot.getByUrl(requestTarget(c.req.url), services.clock());
    if (!answer) return next();
    const encoding = chooseEncoding(headers.get('accept-encoding') ?? undefined);
    const encoded = encoding ? answer.encoded.get(encoding) : undefined;
    if (encoding && !encoded && answer.text.length >= COMPRESSION_THRESHOLD_BYTES) return next();
    return encoded && encoding
      ? new Response(encoded as Uint8Array<ArrayBuffer>, { status: 200, headers: byEncoding[encoding] })
      : new Response(answer.text, { status: 200, headers: json });
  };
}

/** The path and query of an absolute request URL, as sent. */
export function requestTarget(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}
