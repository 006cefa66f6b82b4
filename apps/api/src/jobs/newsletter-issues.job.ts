/**
 * The weekly newsletter's clock (issue 27), every minute on one process (a 'stately' queue): for each location it
 * composes the coming issue once its send time is less than COMPOSE_AHEAD_MS away (a draft editors can change in
 * the back office; nothing is overwritten once composed), and releases every draft whose send time came
 * (draft -> scheduled), which is what the sender waits for. Both steps are idempotent, so a retried or doubled
 * tick changes nothing. An editor who moves an issue's send time also sends one tick for that moment
 * (singletonKey per issue), so it goes on the minute rather than at the next tick.
 */
import type { Database } from '@happenings/db/client';
import { findNewsletterIssueByDate, releaseDueNewsletterIssues } from '@happenings/db/newsletter';
import { LOCATION_SLUGS } from '@happenings/domain/locations';
import { z } from 'zod';
import type { ApiConfig } from '../env.ts';
import { composeNewsletterIssue } from '../features/newsletter/compose-newsletter-issue.ts';
import { COMPOSE_AHEAD_MS, nextIssueSlot } from '../features/newsletter/newsletter-schedule.ts';
import { defineJobQueue } from './job-queue.ts';

export const NEWSLETTER_ISSUES_JOB = 'newsletter-issues';

export const newsletterIssuesQueue = defineJobQueue({
  payload: z.object({}),
  policy: 'stately',
  cron: '* * * * *',
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 60,
  expireInSeconds: 5 * 60,
});

export async function runNewsletterIssues(services: {
  db: Database;
  config: Pick<ApiConfig, 'newsletterSchedule'>;
  now: number;
}): Promise<{ composed: string[]; released: string[] }> {
  const { db, config, now } = services;
  const composed: string[] = [];
  for (const locationSlug of LOCATION_SLUGS) {
    const slot = nextIssueSlot(config.newsletterSchedule, locationSlug, now);
    if (slot.sendAt.getTime() - now > COMPOSE_AHEAD_MS) continue;
    // Composed already (the usual case, every minute for three days): one indexed read, nothing recomposed.
    if (await findNewsletterIssueByDate(db, { locationSlug, issueDate: slot.issueDate })) continue;
    const { created, issue } = await composeNewsletterIssue(db, { slot, now: new Date(now) });
    if (created) composed.push(issue.issue.id);
  }
  const released = await releaseDueNewsletterIssues(db, { now: new Date(now) });
  return { composed, released };
}
