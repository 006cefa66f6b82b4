/**
 * The newsletter jobs' dependencies built once per process from its configuration: the composer (with the DKIM
 * key), a transport per batch run (SMTP_URL, or the outbox folder without it), the shared rate and the renderer.
 */
import type { Database } from '@happenings/db/client';
import type { ApiConfig } from '../env.ts';
import { createOutboxBulkTransport, createSmtpBulkTransport } from '../mail/bulk-smtp.ts';
import { createMessageComposer } from '../mail/compose-message.ts';
import { createSendThrottle } from '../mail/send-throttle.ts';
import { createDatabaseRateLimiter } from '../rate-limit/rate-limiter.ts';
import type { JobRun } from './job-queue.ts';
import {
  type NewsletterBatchData,
  type NewsletterBatchServices,
  sendNewsletterBatch,
} from './newsletter-batch.job.ts';
import { createNewsletterBatchRenderer } from './newsletter-batch-render.ts';
import { runNewsletterSending } from './newsletter-sending.job.ts';

export type NewsletterSenderConfig = Pick<
  ApiConfig,
  'publicUrl' | 'authSecret' | 'mailFrom' | 'mail' | 'smtpUrl' | 'outboxDir'
>;

export function newsletterBatchServices(options: {
  db: Database;
  clock: () => number;
  config: NewsletterSenderConfig;
}): NewsletterBatchServices {
  const { db, clock, config } = options;
  return {
    db,
    clock,
    config,
    render: createNewsletterBatchRenderer(config),
    composer: createMessageComposer({ dkim: config.mail.dkim }),
    openTransport: () =>
      config.smtpUrl
        ? createSmtpBulkTransport(config.smtpUrl)
        : createOutboxBulkTransport(config.outboxDir, config.mailFrom),
    // The counter lives in the database every process shares (rate_limits), so the rate holds across them.
    throttle: createSendThrottle({
      rateLimiter: createDatabaseRateLimiter(db, clock),
      rate: config.mail.newsletterSendRate,
    }),
  };
}

export function createNewsletterSender(options: {
  db: Database;
  clock: () => number;
  config: NewsletterSenderConfig;
}) {
  const services = newsletterBatchServices(options);
  return {
    start: (run: Pick<JobRun, 'sendJob'>) => runNewsletterSending(options, run),
    sendBatch: (data: NewsletterBatchData, run: Pick<JobRun, 'retryCount' | 'signal'>) =>
      sendNewsletterBatch(services, data, run),
  };
}
