/**
 * Answers a signed-out GET that was answered before from an answer this process still keeps (cache/hot-answers.ts),
 * before any other middleware, routing or validation: the same path and query passed every check then (request
 * guards, access rules, the route's validation), no credential means no per-person part, and the answer is kept
 * only while no change notice concerns it. Headers are the ones the full pipeline sets on it.
 */
import { SESSION_COOKIE } from '@happenings/domain/constants';
import type { Context, MiddlewareHandler } from 'hono';
import type { AnswerSource, HotAnswer } from '../cache/hot-answers.ts';
import type { AppEnv, AppServices } from '../context.ts';
import { COMPRESSION_THRESHOLD_BYTES, chooseEncoding, compress } from './compression.ts';
import { baseSecurityHeaders } from './security-headers.ts';

/** What every JSON answer sent from a kept answer says of itself (compressed or not). */
const JSON_ANSWER_HEADERS = { 'content-type': 'application/json', vary: 'Accept-Encoding' } as const;

export function keptAnswers(services: AppEnv['Variables']['services']): MiddlewareHandler<AppEnv> {
  const hot = services.hotAnswers;
  const json = {
    ...baseSecurityHeaders(services.config.publicUrl),
    ...JSON_ANSWER_HEADERS,
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
    // A miss here is not counted: the route may not keep answers at all; keptOrLoaded counts those that do.
    if (!answer) return next();
    services.metrics?.keptAnswers.inc({ result: 'hit' });
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

/**
 * The answer kept in this process under `key`, or the one `load()` makes, kept when it says when it was built (its
 * time to live counts from then) and no change notice concerning it arrived while it loaded.
 */
export async function keptOrLoaded(
  services: Pick<AppServices, 'clock' | 'hotAnswers' | 'metrics'>,
  key: string,
  load: () => Promise<{ text: string; builtAt: number | undefined; ttlMs: number; source: AnswerSource }>,
): Promise<HotAnswer> {
  const hot = services.hotAnswers;
  const kept = hot?.get(key, services.clock());
  if (hot) services.metrics?.keptAnswers.inc({ result: kept ? 'hit' : 'miss' });
  if (kept) return kept;
  const mark = hot?.mark() ?? null;
  const loaded = await load();
  if (!hot || loaded.builtAt === undefined) return { text: loaded.text, encoded: new Map() };
  return hot.keep(key, mark, {
    text: loaded.text,
    source: loaded.source,
    expiresAt: loaded.builtAt + loaded.ttlMs,
  });
}

/**
 * Sends an answer as JSON, compressed as the caller accepts (each compressed body made once per kept answer). A
 * public answer is remembered by its request, to be answered before routing to the next signed-out caller asking
 * the same; a person's own (`personal`) never is.
 */
export async function sendKeptAnswer(
  c: Context<AppEnv>,
  answer: HotAnswer,
  options: { personal?: boolean } = {},
): Promise<Response> {
  if (!options.personal) c.get('services').hotAnswers?.rememberUrl(requestTarget(c.req.url), answer);
  const headers: Record<string, string> = { ...JSON_ANSWER_HEADERS };
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (!encoding || answer.text.length < COMPRESSION_THRESHOLD_BYTES) return c.body(answer.text, 200, headers);
  let body = answer.encoded.get(encoding);
  if (!body) {
    body = await compress(new TextEncoder().encode(answer.text), encoding);
    c.get('services').hotAnswers?.addEncoding(answer, encoding, body);
  }
  return c.body(body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'content-encoding': encoding });
}
