/**
 * One batch of a newsletter issue's recipients (NEWSLETTER_BATCH_SIZE of them, numbered when the issue started
 * sending: newsletter-sending.job.ts). Idempotent, so pg-boss's at-least-once is enough: the batch's rows say who
 * still is owed the issue, each message is recorded as sent as soon as the SMTP server took it (mail/bulk-smtp.ts), and a
 * run that starts again (a retry, or another process after this one was killed) sends only what is still owed.
 * Every message of a person carries the same Message-ID (newsletter_deliveries.message_id), so even the narrow
 * cases bulk-smtp.ts describes show as one message to a provider that folds duplicates.
 *
 * Per message: the shared rate (mail/send-throttle.ts), the rendering (the issue and the batch's personal parts are
 * read once per run), the DKIM-signed bytes, then the SMTP exchange. A 5xx about the recipient fails the row and
 * suppresses the address; a 4xx leaves it owed and the run ends failed, so pg-boss retries the batch with back-off
 * (queue below); a broken connection does the same for what is left. The last retry fails what is still owed.
 */
import type { Database } from '@happenings/db/client';
import {
  claimDelivery,
  failQueuedDeliveries,
  listQueuedDeliveries,
  type QueuedDelivery,
  recordDeliveryFailure,
  suppressAddresses,
} from '@happenings/db/mail-delivery';
import { z } from 'zod';
import type { ApiConfig } from '../env.ts';
import { newsletterLink, signNewsletterToken } from '../features/newsletter/newsletter-links.ts';
import { oneClickUnsubscribeUrl } from '../features/newsletter/newsletter-one-click-link.ts';
import type { BulkMailTransport } from '../mail/bulk-smtp.ts';
import type { MessageComposer } from '../mail/compose-message.ts';
import { listUnsubscribeHeaders } from '../mail/list-unsubscribe.ts';
import type { SendThrottle } from '../mail/send-throttle.ts';
import { classifySmtpFailure } from '../mail/smtp-failure.ts';
import { defineJobQueue, type JobRun } from './job-queue.ts';

export const NEWSLETTER_BATCH_JOB = 'newsletter-batch';

export const newsletterBatchQueue = defineJobQueue({
  payload: z.object({ issueId: z.string().min(1).max(64), batch: z.number().int().min(0).max(1_000_000) }),
  policy: 'standard',
  // Four batches at once per process: four SMTP connections. A message waits mostly on round trips (the SMTP
  // exchange, its record), so more connections go faster on the same cores; the shared rate decides the pace.
  concurrency: 4,
  // 30 s, 1 min, 2, 4 … then every 30 min: a mail server down for a few hours still gets the issue today.
  retryLimit: 12,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 30 * 60,
  // A batch at a slow rate takes minutes (500 at 1 per second: over 8); a killed process's batch is taken over
  // after its heartbeat (job-engine.ts), not after this.
  expireInSeconds: 60 * 60,
});

export type NewsletterBatchData = z.output<typeof newsletterBatchQueue.payload>;

/** The links a recipient's copy carries, all signed for that subscription (no sign-in needed). */
export interface RecipientLinks {
  /** The website page that asks for the click (the footer's "Unsubscribe"). */
  unsubscribeUrl: string;
  /** RFC 8058 one-click target (List-Unsubscribe). */
  oneClickUrl: string;
  /** Where they choose their cities or leave, without signing in (the website's subscription page). */
  manageUrl: string;
}

export interface RenderedNewsletter {
  subject: string;
  html: string;
  text: string;
}

/**
 * Prepares one run's rendering: reads the issue and the batch's personal parts once, and answers the function
 * that renders one recipient's copy; null when the issue no longer exists (nothing is sent).
 */
export type NewsletterBatchRenderer = (
  db: Database,
  issueId: string,
  recipients: readonly QueuedDelivery[],
) => Promise<((recipient: QueuedDelivery, links: RecipientLinks) => Promise<RenderedNewsletter>) | null>;

export interface NewsletterBatchServices {
  db: Database;
  clock: () => number;
  config: Pick<ApiConfig, 'publicUrl' | 'authSecret' | 'mailFrom' | 'mail'>;
  render: NewsletterBatchRenderer;
  composer: MessageComposer;
  /** A transport of this run's own (one SMTP connection), closed at its end. */
  openTransport: () => BulkMailTransport;
  throttle: SendThrottle;
  /** Counts outcomes (the metrics of e-mail sent), when the process keeps them. */
  count?: (outcome: 'sent' | 'failed', amount: number) => void;
}

export interface NewsletterBatchOutput {
  sent: number;
  /** Refused for good (5xx): failed and suppressed. */
  failed: number;
  /** Another run had recorded it first: it went out twice, under one Message-ID. */
  duplicates: number;
  /** Still owed after a temporary failure (the run ends failed and is retried). */
  deferred: number;
}

/** The envelope sender: MAIL_FROM's address (bounces come back to it). */
const envelopeFrom = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

export function recipientLinks(config: NewsletterBatchServices['config'], subscriberId: string, now: number) {
  const token = signNewsletterToken(config.authSecret, 'unsubscribe', subscriberId, null);
  return {
    token,
    links: {
      unsubscribeUrl: newsletterLink(config, 'unsubscribe', subscriberId, now),
      oneClickUrl: oneClickUnsubscribeUrl(config.publicUrl, token),
      manageUrl: newsletterLink(config, 'manage', subscriberId, now),
    } satisfies RecipientLinks,
  };
}

export async function sendNewsletterBatch(
  services: NewsletterBatchServices,
  data: NewsletterBatchData,
  run: Pick<JobRun, 'retryCount' | 'signal'>,
): Promise<NewsletterBatchOutput> {
  const { db, config, clock } = services;
  const output: NewsletterBatchOutput = { sent: 0, failed: 0, duplicates: 0, deferred: 0 };
  const recipients = await listQueuedDeliveries(db, { ...data, now: new Date(clock()) });
  if (recipients.length === 0) return output;
  const render = await services.render(db, data.issueId, recipients);
  if (!render) return output;

  const transport = services.openTransport();
  let connectionError: string | null = null;
  try {
    for (const recipient of recipients) {
      if (run.signal.aborted) {
        connectionError = 'the run was stopped';
        break;
      }
      await services.throttle.take();
      const { token, links } = recipientLinks(config, recipient.subscriberId, clock());
      const content = await render(recipient, links);
      const headers = listUnsubscribeHeaders({
        oneClickUrl: links.oneClickUrl,
        mailbox: config.mail.unsubscribeAddress,
        token,
      });
      const message = { from: config.mailFrom, to: recipient.email, ...content };
      const raw = await services.composer.compose({ ...message, messageId: recipient.messageId, headers });
      const keys = { issueId: data.issueId, subscriberId: recipient.subscriberId };
      try {
        const result = await transport.deliver(
          { from: envelopeFrom(config.mailFrom), to: recipient.email, raw, parts: { ...content, headers } },
          () => claimDelivery(db, { ...keys, now: new Date(clock()) }),
        );
        if (result === 'sent') output.sent += 1;
        else output.duplicates += 1;
      } catch (error) {
        const failure = classifySmtpFailure(error);
        const now = new Date(clock());
        if (failure.kind === 'recipient-permanent') {
          await recordDeliveryFailure(db, { ...keys, error: failure.message, isPermanent: true, now });
          await suppressAddresses(db, {
            emails: [recipient.email],
            reason: 'bounce',
            detail: failure.message,
            now,
          });
          output.failed += 1;
          continue;
        }
        await recordDeliveryFailure(db, { ...keys, error: failure.message, isPermanent: false, now });
        output.deferred += 1;
        if (failure.kind === 'connection') {
          connectionError = failure.message;
          break;
        }
      }
    }
  } finally {
    await transport.close().catch(() => {});
  }
  services.count?.('sent', output.sent);
  services.count?.('failed', output.failed);
  if (output.deferred === 0 && connectionError === null) return output;
  if (run.retryCount >= newsletterBatchQueue.retryLimit) {
    // Out of retries: what is still owed is failed, so the issue can be closed (newsletter-sending.job.ts).
    await failQueuedDeliveries(db, { ...data, now: new Date(clock()) });
    return output;
  }
  throw new Error(
    `Newsletter batch ${data.batch} of ${data.issueId}: ${JSON.stringify(output)}; retried later` +
      (connectionError ? ` (${connectionError})` : ''),
  );
}
