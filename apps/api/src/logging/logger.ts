/**
 * The API's log lines: pino, one JSON object a line on stdout (docs/operations.md), or readable text in a terminal.
 *
 * Personal data and credentials stay out: nothing logs a request's body, headers or cookies, and the redaction below
 * is the second line of defence for a field someone passes by mistake. Its paths cover the field at the top of a
 * line and one level down (`{ user: { email } }`), which is how pino's redaction matches (fast-redact paths).
 */
import type { Writable } from 'node:stream';
import { type DestinationStream, type Logger, pino } from 'pino';
import pretty from 'pino-pretty';
import type { LogLevel } from '../env.ts';
import { toLoggedError } from './logged-error.ts';

export type { Logger };

/** Field names whose values are secrets or personal data wherever they appear. */
const SENSITIVE_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'clientSecret',
  'authorization',
  'cookie',
  'cookies',
  'set-cookie',
  'email',
  'phone',
  'phoneNumber',
  'otp',
  'code',
];

export const REDACTED_PATHS = [
  ...SENSITIVE_FIELDS.map((field) => `["${field}"]`),
  ...SENSITIVE_FIELDS.map((field) => `*["${field}"]`),
  'req.headers',
  'res.headers',
  'headers',
  'body',
];

export interface LoggerOptions {
  level: LogLevel;
  /** Readable text instead of JSON; undefined: when stdout is a terminal. */
  pretty?: boolean | undefined;
  /** Where lines go (tests capture them); stdout by default. */
  destination?: DestinationStream | Writable;
}

export function createLogger(options: LoggerOptions): Logger {
  const settings = {
    level: options.level,
    base: { service: 'api' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // ISO time: readable by a person and sortable by a machine, where pino's default is epoch ms.
    timestamp: pino.stdTimeFunctions.isoTime,
    // An error as logged-error.ts shapes it: pino's own serializer would rename an already shaped error's type to
    // `Object`, and would write a raw error's message unscrubbed.
    serializers: { err: (error: unknown) => (error instanceof Error ? toLoggedError(error) : error) },
  };
  const isPretty = options.pretty ?? (!options.destination && process.stdout.isTTY === true);
  if (isPretty) {
    // In-process rather than a transport: a transport resolves its module in a worker thread by name, which the
    // bundled production build (scripts/build.mjs) would make fragile, and a terminal needs no throughput.
    const stream = pretty({
      colorize: process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss.l',
      // A request reads as `GET /api/v1/events/:id 200 12.5 ms` followed by its id and user on the same line.
      singleLine: true,
      messageFormat: (line, messageKey) =>
        'durationMs' in line && 'method' in line
          ? `${line.method} ${line.route ?? '(no route)'} ${line.status} ${line.durationMs} ms`
          : String(line[messageKey]),
      ignore: 'pid,hostname,service,method,route,status,durationMs',
      destination: options.destination ?? 1,
      sync: true,
    });
    return pino(settings, stream);
  }
  return pino(settings, options.destination ?? pino.destination({ sync: false }));
}

/** A logger that writes nothing: apps built without one (most tests, scripts). */
export function createSilentLogger(): Logger {
  return pino({ level: 'silent' });
}
