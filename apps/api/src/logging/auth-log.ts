/**
 * better-auth's own log lines, on the API's log (docs/operations.md#logs) instead of its console printer. Its errors
 * carry the failed query with its parameters (a session token, an e-mail), so only what toLoggedError keeps of an
 * error goes on the line, and other arguments (objects with a user's fields) are named by type only.
 */
import { toLoggedError } from './logged-error.ts';
import type { Logger } from './logger.ts';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

export function toAuthLogger(logger: Logger) {
  return {
    level: 'warn' as const,
    log: (level: AuthLogLevel, message: string, ...args: unknown[]) => {
      const details = args.map((arg) => (arg instanceof Error ? toLoggedError(arg) : { type: typeof arg }));
      logger[level]({ source: 'better-auth', details }, toLoggedError(message).message);
    },
  };
}
