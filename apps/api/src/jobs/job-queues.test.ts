import type { DatabaseHandle } from '@happenings/db/client';
import { suppressAddresses } from '@happenings/db/mail-delivery';
import { createTestDatabase } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { readOutbox } from '../mail/mailer.ts';
import { SEND_EMAIL_JOB } from './send-email.job.ts';
import { startTestJobEngine, type TestJobEngine } from './start-test-job-engine.ts';

let database: DatabaseHandle;
let jobs: TestJobEngine;
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startTestJobEngine(database, Date.now);
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

async function scheduleRows(): Promise<Array<{ name: string; cron: string; timezone: string }>> {
  const text = 'SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name';
  return (database.kind === 'pglite' ? await database.client.query(text) : await database.pool.query(text))
    .rows as Array<{ name: string; cron: string; timezone: string }>;
}

describe("the API's job queues", () => {
  it('schedule the occurrence refresh and upcoming interests hourly, interest scores, followed places’ and hosts’ new events and connected calendars every 5 minutes, notification e-mails and pushes every minute and the review digest daily', async () => {
    expect(await scheduleRows()).toEqual([
      { name: 'followed-new-experiences', cron: '2-59/5 * * * *', timezone: 'UTC' },
      { name: 'newsletter-issues', cron: '* * * * *', timezone: 'UTC' },
      { name: 'newsletter-sending', cron: '* * * * *', timezone: 'UTC' },
      { name: 'notification-emails', cron: '* * * * *', timezone: 'UTC' },
      { name: 'notification-pushes', cron: '* * * * *', timezone: 'UTC' },
      { name: 'refresh-interest-scores', cron: '*/5 * * * *', timezone: 'UTC' },
      { name: 'refresh-occurrences', cron: '0 * * * *', timezone: 'UTC' },
      { name: 'review-digest', cron: '0 13 * * *', timezone: 'UTC' },
      { name: 'sync-calendars', cron: '4-59/5 * * * *', timezone: 'UTC' },
      { name: 'upcoming-interest', cron: '10 * * * *', timezone: 'UTC' },
    ]);
  });

  it('send an e-mail job through the mailer, once', async () => {
    const message = { to: 'ana@example.com', subject: 'Hello', text: 'A message sent in the background.' };
    const id = await jobs.engine.sendJob(SEND_EMAIL_JOB, message);
    expect(await jobs.engine.waitForJob(SEND_EMAIL_JOB, id!)).toBe('completed');
    const sent = await readOutbox(jobs.outboxDir, 'ana@example.com');
    expect(sent).toEqual([expect.objectContaining(message)]);
  });

  it('send no e-mail to an address suppressed after a bounce or a complaint', async () => {
    await suppressAddresses(database.db, {
      emails: ['Bounced@Example.com'],
      reason: 'bounce',
      now: new Date(),
    });
    const message = { to: 'bounced@example.com', subject: 'Hello', text: 'Nobody reads this.' };
    const id = await jobs.engine.sendJob(SEND_EMAIL_JOB, message);
    expect(await jobs.engine.waitForJob(SEND_EMAIL_JOB, id!)).toBe('completed');
    expect((await jobs.engine.findJob(SEND_EMAIL_JOB, id!))?.output).toEqual({
      to: message.to,
      skipped: 'bounce',
    });
    expect(await readOutbox(jobs.outboxDir, 'bounced@example.com')).toEqual([]);
  });

  it('refuse an e-mail job whose address or text is not acceptable', async () => {
    await expect(
      jobs.engine.sendJob(SEND_EMAIL_JOB, { to: 'nobody', subject: 'Hi', text: 'x' }),
    ).rejects.toThrow(ZodError);
    await expect(
      jobs.engine.sendJob(SEND_EMAIL_JOB, { to: 'ana@example.com', subject: 'Hi', text: 'a\u0000b' }),
    ).rejects.toThrow(ZodError);
  });
});
