/**
 * What the API process does with errors no code caught (docs/reliability.md). Database and Redis connection
 * errors are handled where they occur (packages/db create-database.ts, cache/redis-cache.ts) and never get here.
 */

export interface ProcessGuardLog {
  error(message: string, error: unknown): void;
}

export function installProcessGuards(log: ProcessGuardLog = console): void {
  // A rejected promise nobody awaited is a bug in one request or job, which has already failed on its own: say so
  // and keep serving everyone else (Node's default would end the process, with every request in flight).
  process.on('unhandledRejection', (reason) => {
    log.error('Unhandled promise rejection (the server keeps running):', reason);
  });
  // An exception thrown outside any request leaves the process in a state nobody planned for: say so and exit
  // non-zero, so the supervisor starts a clean process.
  process.on('uncaughtException', (error, origin) => {
    log.error(`Uncaught exception (${origin}); exiting:`, error);
    process.exit(1);
  });
}
