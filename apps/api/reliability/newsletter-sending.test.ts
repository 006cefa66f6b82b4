/**
 * docs/reliability.md "Newsletter sending": an issue for 20,000 confirmed subscribers is sent by an API process
 * that is killed with SIGKILL part-way; a second process, started afterwards, finishes it. At the SMTP server, counted
 * by Message-ID, every address has exactly one message: nobody went without, and nobody got two different ones. A
 * message the killed process had handed over but not yet recorded goes again under the same Message-ID
 * (mail/bulk-smtp.ts); the test bounds those copies by the connections the process had open.
 */
import { queryRows } from '@happenings/db/client';
import { makeLocation } from '@happenings/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobEngine, type JobEngine } from '../src/jobs/job-engine.ts';
import { type ApiJobQueues, JOB_QUEUES } from '../src/jobs/job-queues.ts';
import { newsletterBatchQueue } from '../src/jobs/newsletter-batch.job.ts';
import { NEWSLETTER_SENDING_JOB } from '../src/jobs/newsletter-sending.job.ts';
import { type ApiProcess, startApiProcess } from './api-process.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { waitFor } from './wait-for.ts';

const SUBSCRIBERS = 20_000;
/** Messages the first process hands over before it is killed: a quarter of the issue. */
const SENT_BEFORE_KILL = 5_000;

let scratch: ScratchDatabase;
let smtp: SmtpSink;
let jobs: JobEngine<ApiJobQueues>;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  smtp = await startSmtpSink();
  jobs = createJobEngine({ database: scratch.database, queues: JOB_QUEUES });
  await jobs.start();
});

afterAll(async () => {
  for (const api of processes) await api.kill('SIGKILL');
  await jobs?.stop();
  await smtp?.close();
  await scratch?.drop();
});

const deliveryCounts = async () => {
  const rows = await queryRows<{ status: string; count: number }>(
    scratch.database.db,
    sql`SELECT status, count(*)::int AS count FROM newsletter_deliveries GROUP BY status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count])) as Record<string, number>;
};

describe('newsletter sending on two processes', () => {
  it('20,000 subscribers, the sender killed part-way: each address receives the issue exactly once', async () => {
    const { db } = scratch.database;
    await makeLocation(db, 'boston-ma');
    await db.execute(
      sql`INSERT INTO newsletter_subscribers (email, location_slug, source, confirmed_at)
          SELECT 'reader' || n || '@example.com', 'boston-ma', 'newsletter', now()
            FROM generate_series(1, ${SUBSCRIBERS}) AS n`,
    );
    // An issue released to the sender (the composer's part, issue 27: scheduled).
    const [issue] = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO newsletter_issues (location_slug, issue_date, status, send_at, subject, intro)
          VALUES ('boston-ma', '2026-12-03', 'scheduled', now() - interval '1 minute', 'This week in Boston',
                  'Hello Boston.')
          RETURNING id`,
    );
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Happenings <newsletter@happenings.test>',
      NEWSLETTER_SEND_RATE: '5000',
      NEWSLETTER_BATCH_SIZE: '500',
    };
    const first = await startApiProcess({ databaseUrl: scratch.url, env });
    processes.push(first);
    // The sender's minute, now rather than at the next tick of its schedule.
    const sendStart = Date.now();
    await jobs.sendJob(NEWSLETTER_SENDING_JOB, {});
    await waitFor(
      `${SENT_BEFORE_KILL} messages at the SMTP server`,
      async () => smtp.accepted.length >= SENT_BEFORE_KILL,
      {
        timeoutMs: 120_000,
        intervalMs: 20,
      },
    );
    console.info(
      `newsletter: ${SENT_BEFORE_KILL} accepted after ${Math.round((Date.now() - sendStart) / 1000)} s`,
    );
    await first.kill('SIGKILL');
    const atKill = { accepted: smtp.accepted.length, rows: await deliveryCounts() };
    console.info(`newsletter: killed the sender with ${JSON.stringify(atKill)}`);
    expect(atKill.accepted).toBeLessThan(SUBSCRIBERS);

    const started = Date.now();
    const progress = setInterval(() => {
      void deliveryCounts().then((rows) =>
        console.info(
          `newsletter: +${Math.round((Date.now() - started) / 1000)} s ${JSON.stringify(rows)} accepted ${smtp.accepted.length}`,
        ),
      );
    }, 5000);
    const second = await startApiProcess({ databaseUrl: scratch.url, env });
    processes.push(second);
    // Batches the dead process held are handed back once its heartbeat is silent (job-engine.ts), then resume.
    await waitFor('every delivery to be decided', async () => (await deliveryCounts()).queued === undefined, {
      timeoutMs: 150_000,
      intervalMs: 500,
    });
    clearInterval(progress);
    await jobs.sendJob(NEWSLETTER_SENDING_JOB, {});
    await waitFor(
      'the issue to be marked sent',
      async () =>
        (
          await queryRows<{ status: string }>(
            db,
            sql`SELECT status FROM newsletter_issues WHERE id = ${issue!.id}`,
          )
        )[0]?.status === 'sent',
      { timeoutMs: 60_000, intervalMs: 200 },
    );

    expect(await deliveryCounts()).toEqual({ sent: SUBSCRIBERS });
    // At the SMTP server, counted by Message-ID: every address has exactly one (its own), 20,000 in all.
    const idsPerAddress = new Map<string, Set<string | null>>();
    for (const mail of smtp.messageIds) {
      const ids = idsPerAddress.get(mail.to) ?? new Set();
      ids.add(mail.messageId);
      idsPerAddress.set(mail.to, ids);
    }
    expect(idsPerAddress.size).toBe(SUBSCRIBERS);
    expect([...idsPerAddress].filter(([, ids]) => ids.size !== 1)).toEqual([]);
    const ids = new Set(smtp.messageIds.map((mail) => mail.messageId));
    expect(ids.size).toBe(SUBSCRIBERS);
    expect([...ids].every((id) => id?.startsWith(`<newsletter.${issue!.id}.`))).toBe(true);
    // A copy sent again can only be one the killed process had handed over without recording it yet: at most one
    // per connection it had open (newsletterBatchQueue.concurrency), never more.
    const copies = smtp.messageIds.length - SUBSCRIBERS;
    console.info(`newsletter: ${smtp.messageIds.length} messages at the SMTP server, ${copies} sent again`);
    expect(copies).toBeLessThanOrEqual(newsletterBatchQueue.concurrency ?? 1);
    expect(second.isRunning()).toBe(true);
  });
});
