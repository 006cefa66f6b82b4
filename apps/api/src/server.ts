/**
 * Starts the API on PORT: opens the database (PGlite under HAPPENINGS_DATA_DIR, or DATABASE_URL), migrates it,
 * and serves.
 */

import { createDatabase, migrate } from '@happenings/db/client';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { selectSharedCache } from './cache/select-cache.ts';
import { loadConfig } from './env.ts';
import { startInterestScoresJob } from './jobs/refresh-interest-scores.job.ts';
import { startOccurrenceRefreshJob } from './jobs/refresh-occurrences.job.ts';
import { createMailer } from './mail/mailer.ts';
import { createDatabaseRateLimiter, createMemoryRateLimiter } from './rate-limit/rate-limiter.ts';
import { seedIfEmpty } from './seed/seed-database.ts';
import { createDevSmsSender } from './sms/sms-sender.ts';

const config = loadConfig();
const database = await createDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
);
await migrate(database);
if (config.seedOnStart) {
  // First start on an empty database: load the Boston and DC demo so the product has something to show.
  const seeded = await seedIfEmpty(database.db, {
    mediaDir: config.media.dir,
    publicUrl: config.publicUrl,
    cloudname: config.media.cloudname,
    size: config.seedSize,
  });
  if (seeded) console.info(`Seeded the demo data in ${Math.round(seeded.ms / 1000)} s.`);
}

// Trending and top streams read precomputed scores: compute them before the first request, then every 5 min.
const scoresJob = startInterestScoresJob({ db: database.db, clock: Date.now });
await scoresJob.runOnce();

const cache = selectSharedCache({
  redisUrl: config.redisUrl,
  db: database.db,
  dbKind: database.kind,
  clock: Date.now,
});
const app = createApp({
  db: database.db,
  dbKind: database.kind,
  config,
  mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir }),
  sms: createDevSmsSender(config.outboxDir),
  rateLimiter:
    database.kind === 'postgres' ? createDatabaseRateLimiter(database.db) : createMemoryRateLimiter(),
  cache,
  clock: Date.now,
});

// Handlers in flight, counted so that shutdown closes the database only after the last one (a client that
// hangs up does not stop its handler).
let inFlight = 0;
let onIdle: (() => void) | null = null;
const fetch: typeof app.fetch = async (request, ...rest) => {
  inFlight += 1;
  try {
    return await app.fetch(request, ...rest);
  } finally {
    inFlight -= 1;
    if (inFlight === 0) onIdle?.();
  }
};

const server = serve({ fetch, port: config.port, hostname: '0.0.0.0' }, (info) => {
  console.info(`Happenings API on http://localhost:${info.port} (${database.kind})`);
});

// Extends materialised occurrences as days pass; a lease in the database keeps it to one process at a time.
const refreshJob = startOccurrenceRefreshJob({ db: database.db, clock: Date.now });

// Stop taking connections, let handlers in flight finish (for at most 10 s), then close the stores they use.
let closing = false;
const closeStores = () => {
  if (closing) return;
  closing = true;
  void Promise.all([cache.close(), database.close()]).finally(() => process.exit(0));
};
const shutdown = () => {
  refreshJob.stop();
  scoresJob.stop();
  setTimeout(closeStores, 10_000).unref();
  server.close();
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  if (inFlight === 0) closeStores();
  else onIdle = closeStores;
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
