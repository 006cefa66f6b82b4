/**
 * The website server's log (docs/operations.md#logs): pino, one JSON object a line on stdout, or readable text in a
 * terminal, with one line per request: method, route template (route-templates.ts, never the raw path), status,
 * duration and the request id it shares with the API's lines (server/serve.ts passes it on). Nothing of a request's
 * headers, cookies, query or body is written; the redaction is the second line of defence for a field passed by
 * mistake, as in the API's log (apps/api/src/logging/logger.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { type DestinationStream, type Logger, pino } from 'pino';
import pretty from 'pino-pretty';
import type { RouteTemplates } from './route-templates.ts';
import type { SiteMetrics } from './site-metrics.ts';

export type { Logger };

const SENSITIVE_FIELDS = [
  'password',
  'token',
  'secret',
  'authorization',
  'cookie',
  'cookies',
  'set-cookie',
  'email',
  'phone',
  'phoneNumber',
  'code',
];
const REDACTED_PATHS = [
  ...SENSITIVE_FIELDS.map((field) => `["${field}"]`),
  ...SENSITIVE_FIELDS.map((field) => `*["${field}"]`),
  'headers',
  'body',
];

export interface SiteLoggerOptions {
  level: string;
  /** Readable text instead of JSON; undefined: when stdout is a terminal. */
  pretty?: boolean | undefined;
  /** Where lines go (tests read them); stdout by default. */
  destination?: DestinationStream | Writable;
}

export function createSiteLogger(options: SiteLoggerOptions): Logger {
  const settings = {
    level: options.level,
    base: { service: 'web' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: (error: unknown) => (error instanceof Error ? toLoggedError(error) : error) },
  };
  const isPretty = options.pretty ?? (!options.destination && process.stdout.isTTY === true);
  if (!isPretty) return pino(settings, options.destination ?? pino.destination({ sync: false }));
  // In-process, as the API's: a terminal needs no throughput, and a transport's worker would resolve modules by name.
  const stream = pretty({
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    singleLine: true,
    messageFormat: (line, messageKey) =>
      'durationMs' in line && 'method' in line
        ? `${line.method} ${line.route} ${line.status} ${line.durationMs} ms`
        : String(line[messageKey]),
    ignore: 'pid,hostname,service,method,route,status,durationMs',
    destination: options.destination ?? 1,
    sync: true,
  });
  return pino(settings, stream);
}

/** What serve.ts says of a request while it answers it. */
export interface RequestView {
  /** Handed to Next to render (not a probe, a kept page or a file). */
  isRendered: boolean;
}

/**
 * Starts watching a request: when its answer is done (or the client left), writes its line and observes its
 * duration. Returns the view serve.ts marks as it decides who answers.
 */
export function observeRequest(
  services: { logger: Logger; metrics: SiteMetrics; routes: RouteTemplates },
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
): RequestView {
  const started = performance.now();
  const view: RequestView = { isRendered: false };
  response.once('close', () => {
    const durationMs = performance.now() - started;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const route = services.routes(query === -1 ? url : url.slice(0, query));
    const method = request.method ?? 'GET';
    const status = response.statusCode;
    services.metrics.requestDuration.observe({ method, route, status }, durationMs / 1000);
    const isHtml = String(response.getHeader('content-type') ?? '').startsWith('text/html');
    if (view.isRendered && isHtml)
      services.metrics.renderDuration.observe({ route, status }, durationMs / 1000);
    const line = {
      requestId,
      method,
      route,
      status,
      durationMs: Math.round(durationMs * 10) / 10,
      // The client hung up before the answer was complete.
      ...(response.writableFinished ? {} : { aborted: true }),
    };
    if (status >= 500) services.logger.error(line, 'request failed');
    else services.logger.info(line, 'request');
  });
  return view;
}

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
const PHONE = /\+\d[\d\s().-]{6,}\d/g;

/** An error as a log line holds it: type, message and stack, with e-mail addresses and phone numbers replaced. */
export function toLoggedError(error: unknown): { type: string; message: string; stack?: string } {
  const scrub = (text: string) => text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error)) };
  return {
    type: error.name,
    message: scrub(error.message),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
  };
}
