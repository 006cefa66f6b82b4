/**
 * The API's queues and handlers on a test database, as server.ts runs them, with a fixed clock, mail in a
 * temporary outbox (or the mailer given) and quick polls.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@happenings/db/client';
import type { ApiConfig } from '../env.ts';
import { parseNewsletterSchedule } from '../features/newsletter/newsletter-schedule.ts';
import { createSilentLogger, type Logger } from '../logging/logger.ts';
import { createOutboxMailer, type Mailer } from '../mail/mailer.ts';
import type { ApiMetrics } from '../metrics/api-metrics.ts';
import { createJobEngine, type JobEngine, type JobEngineOptions } from './job-engine.ts';
import { type ApiJobQueues, createJobHandlers, JOB_QUEUES } from './job-queues.ts';

export interface TestJobEngine {
  engine: JobEngine<ApiJobQueues>;
  outboxDir: string;
  stop(): Promise<void>;
}

/**
 * What the notification e-mails link to and sign with, and where pushes go (a closed port: nothing leaves the
 * machine), unless a test passes its app's configuration.
 */
const TEST_LINKS: JobServicesConfig = {
  publicUrl: 'http://localhost:3000',
  authSecret: 'a test secret of the job engine',
  expoPushUrl: 'http://127.0.0.1:9/--/api/v2/push/send',
  expoAccessToken: undefined,
  notificationEmailsPerDay: 4,
  notificationPushesPerDay: 8,
  newsletterSchedule: parseNewsletterSchedule('thu 08:00'),
  importAllowPrivateAddresses: false,
  calendarImports: { syncIntervalMs: 60 * 60_000, eventsPerFeed: 5000, feedsPerAccount: 20 },
  reviewFirstEvents: 3,
  // Where pictures of imported events are stored (features/imports/calendar-pictures.ts), unless a test passes its own.
  media: {
    cloudname: 'happenings',
    apiKey: 'test-key',
    apiSecret: 'a test media secret',
    dir: path.join(tmpdir(), 'happenings-test-job-media'),
    s3: undefined,
  },
};

type JobServicesConfig = Pick<
  ApiConfig,
  | 'publicUrl'
  | 'authSecret'
  | 'expoPushUrl'
  | 'expoAccessToken'
  | 'notificationEmailsPerDay'
  | 'notificationPushesPerDay'
  | 'newsletterSchedule'
  | 'importAllowPrivateAddresses'
  | 'calendarImports'
  | 'media'
  | 'reviewFirstEvents'
>;

export async function startTestJobEngine(
  database: DatabaseHandle,
  clock: () => number,
  options: {
    mailer?: Mailer;
    config?: JobServicesConfig;
    /** Where job lines go (tests that read them); silent by default. */
    logger?: Logger;
    onJobRun?: JobEngineOptions<ApiJobQueues>['onJobRun'];
    metrics?: ApiMetrics;
  } = {},
): Promise<TestJobEngine> {
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'happenings-jobs-'));
  const mailer = options.mailer ?? createOutboxMailer(outboxDir, 'Happenings <hello@happenings.local>');
  const engine = createJobEngine({
    database,
    queues: JOB_QUEUES,
    handlers: createJobHandlers({
      db: database.db,
      clock,
      mailer,
      config: options.config ?? TEST_LINKS,
      ...(options.metrics ? { metrics: options.metrics } : {}),
    }),
    timings: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 },
    logger: options.logger ?? createSilentLogger(),
    onJobRun: (run) => {
      options.onJobRun?.(run);
      options.metrics?.recordJobRun(run);
    },
  });
  await engine.start();
  return {
    engine,
    outboxDir,
    async stop() {
      await engine.stop({ timeoutMs: 1_000 });
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
