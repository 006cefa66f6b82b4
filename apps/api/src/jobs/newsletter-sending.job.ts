/**
 * Starts and closes the sending of newsletter issues (issue 27), every minute on one process (a 'stately' queue):
 *  1. takes every issue the composer released (scheduled → sending, claimNewsletterIssueForSending);
 *  2. for every issue being sent, fixes its recipients once (planNewsletterDeliveries: the location's confirmed,
 *     unsuppressed subscribers of that moment, numbered into batches) and sends one newsletter-batch job per batch,
 *     each with an id derived from the issue and the batch, so sending them again (the next minute, or after a
 *     crash between the claim and the jobs) stores nothing new;
 *  3. marks the issue sent (it appears in the archive) once none of its recipients is still owed it.
 */
import { createHash } from 'node:crypto';
import type { Database } from '@happenings/db/client';
import {
  countNewsletterDeliveries,
  listSendingNewsletterIssues,
  planNewsletterDeliveries,
} from '@happenings/db/mail-delivery';
import { claimNewsletterIssueForSending, markNewsletterIssueSent } from '@happenings/db/newsletter';
import { DEFAULT_LOCATION_SLUG } from '@happenings/domain/locations';
import { z } from 'zod';
import type { ApiConfig } from '../env.ts';
import { defineJobQueue, type JobRun } from './job-queue.ts';
import { NEWSLETTER_BATCH_JOB } from './newsletter-batch.job.ts';

export const NEWSLETTER_SENDING_JOB = 'newsletter-sending';

export const newsletterSendingQueue = defineJobQueue({
  payload: z.object({}),
  policy: 'stately',
  cron: '* * * * *',
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 60,
  expireInSeconds: 5 * 60,
});

/** The id of an issue's batch job: a UUID (what pg-boss takes) derived from both, the same in every process. */
export function newsletterBatchJobId(issueId: string, batch: number): string {
  const hex = createHash('sha256').update(`newsletter-batch:${issueId}:${batch}`).digest('hex');
  // Shaped as a version 4, variant 1 UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface NewsletterSendingServices {
  db: Database;
  clock: () => number;
  config: Pick<ApiConfig, 'mail'>;
}

export async function runNewsletterSending(
  services: NewsletterSendingServices,
  run: Pick<JobRun, 'sendJob'>,
): Promise<{ started: number; batchJobs: number; closed: number }> {
  const { db, clock, config } = services;
  let started = 0;
  while (await claimNewsletterIssueForSending(db, { now: new Date(clock()) })) started += 1;
  let batchJobs = 0;
  let closed = 0;
  for (const issue of await listSendingNewsletterIssues(db)) {
    const plan = await planNewsletterDeliveries(db, {
      issueId: issue.id,
      locationSlug: issue.locationSlug,
      includeSiteWide: issue.locationSlug === DEFAULT_LOCATION_SLUG,
      batchSize: config.mail.newsletterBatchSize,
      messageIdDomain: config.mail.messageIdDomain,
    });
    for (let batch = 0; batch < plan.batches; batch += 1) {
      const id = await run.sendJob(
        NEWSLETTER_BATCH_JOB,
        { issueId: issue.id, batch },
        { id: newsletterBatchJobId(issue.id, batch) },
      );
      if (id) batchJobs += 1;
    }
    const counts = await countNewsletterDeliveries(db, issue.id);
    if (
      counts.queued === 0 &&
      (await markNewsletterIssueSent(db, { issueId: issue.id, now: new Date(clock()) }))
    ) {
      closed += 1;
    }
  }
  return { started, batchJobs, closed };
}
