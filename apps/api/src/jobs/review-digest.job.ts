/**
 * The editors' daily digest (issue 23): once a day one process (a 'stately' queue) looks at the review queue and,
 * while anything waits, sends each editor with a verified address an e-mail of how much waits and the oldest items
 * (features/staff/review-digest-email.ts), through the send-email queue and its retries. Nothing waits, nothing is
 * sent. Each editor's digest of a day is one job, whose id is derived from the day and the editor, so a run
 * repeated that day (a retry, a missed tick caught up) sends nobody a second one.
 */
import { createHash } from 'node:crypto';
import type { Database } from '@happenings/db/client';
import { countPendingReviews, listReviewQueue } from '@happenings/db/review';
import { listHoldersOf } from '@happenings/db/staff';
import { z } from 'zod';
import type { ApiConfig } from '../env.ts';
import { DIGEST_ITEMS, renderReviewDigest } from '../features/staff/review-digest-email.ts';
import { defineJobQueue, type JobRun } from './job-queue.ts';
import { SEND_EMAIL_JOB, sendEmailQueue } from './send-email.job.ts';

export const REVIEW_DIGEST_JOB = 'review-digest';

export const reviewDigestQueue = defineJobQueue({
  payload: z.object({}),
  policy: 'stately',
  // 13:00 UTC: 8 or 9 in the morning in New York and Washington, before the editors' day.
  cron: '0 13 * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 15 * 60,
  expireInSeconds: 10 * 60,
});

/** A UUID (the job id pg-boss wants) that is the same for the same editor on the same day. */
export function digestJobId(userId: string, now: number): string {
  const dayKey = new Date(now).toISOString().slice(0, 10);
  const hex = createHash('sha256').update(`review-digest:${dayKey}:${userId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function sendReviewDigests(
  services: { db: Database; config: Pick<ApiConfig, 'publicUrl'>; now: number },
  run: Pick<JobRun, 'sendJob'>,
): Promise<{ waiting: number; sent: number }> {
  const { db, config, now } = services;
  const waiting = await countPendingReviews(db);
  if (waiting.total === 0) return { waiting: 0, sent: 0 };
  const [editors, oldest] = await Promise.all([
    listHoldersOf(db, 'editor'),
    listReviewQueue(db, { limit: DIGEST_ITEMS }),
  ]);
  let sent = 0;
  for (const editor of editors) {
    if (!editor.emailVerified) continue;
    const message = renderReviewDigest(
      { to: editor.email, waiting: waiting.total, byLocation: waiting.byLocation, oldest: oldest.rows },
      config,
    );
    // An address the mail queue refuses is skipped: it would fail every run, and hold back the others.
    if (!sendEmailQueue.payload.safeParse(message).success) continue;
    if (await run.sendJob(SEND_EMAIL_JOB, message, { id: digestJobId(editor.id, now) })) sent += 1;
  }
  return { waiting: waiting.total, sent };
}
