import { generateKeyPairSync } from 'node:crypto';
import { queryRows } from '@happenings/db/client';
import { countNewsletterDeliveries, hashAddress, suppressAddresses } from '@happenings/db/mail-delivery';
import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeNewsletterSubscription,
} from '@happenings/db/newsletter';
import { makeLocation } from '@happenings/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { createSmtpBulkTransport } from '../mail/bulk-smtp.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { decodeMailText, type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts';
import { verifyDkim } from '../testing/verify-dkim.ts';
import { type NewsletterBatchServices, sendNewsletterBatch } from './newsletter-batch.job.ts';
import { newsletterBatchServices } from './newsletter-sender.ts';
import { newsletterBatchJobId, runNewsletterSending } from './newsletter-sending.job.ts';

const NOW = Date.parse('2026-11-26T13:00:00Z');
const REFUSED = 'gone@example.com';
const GREYLISTED = 'later@example.com';
let greylistedTries = 0;

let smtp: SmtpCapture;
let t: TestApp;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

beforeAll(async () => {
  smtp = await startSmtpCapture({
    refuseRecipient(address) {
      if (address === REFUSED) return { code: 550, message: '5.1.1 No such user here' };
      if (address === GREYLISTED && greylistedTries++ === 0)
        return { code: 451, message: '4.7.1 Greylisted, try later' };
      return undefined;
    },
  });
  t = await createTestApp({ clock: () => NOW });
  await makeLocation(t.database.db, 'boston-ma');
  await makeLocation(t.database.db, 'washington-dc');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  smtp.messages.length = 0;
});

const config = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    MAIL_FROM: 'Happenings <hello@happenings.local>',
    SMTP_URL: smtp.url,
    NEWSLETTER_BATCH_SIZE: '2',
    NEWSLETTER_SEND_RATE: '1000',
    AUTH_SECRET: t.deps.config.authSecret,
    ...env,
  });

function services(env: Record<string, string> = {}): NewsletterBatchServices {
  return newsletterBatchServices({ db: t.database.db, clock: () => NOW, config: config(env) });
}

let issueDay = 0;
async function makeIssue(locationSlug = 'boston-ma', status = 'scheduled'): Promise<string> {
  issueDay += 1;
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`INSERT INTO newsletter_issues (location_slug, issue_date, status, send_at, subject, intro)
        VALUES (${locationSlug}, ${`2026-12-${String(issueDay).padStart(2, '0')}`}, ${status},
                ${new Date(NOW - 60_000).toISOString()}::timestamptz, 'This week in Boston', 'Hello Boston.')
        RETURNING id`,
  );
  return row!.id;
}

async function subscriber(email: string, options: { confirmed?: boolean; location?: string } = {}) {
  const row = await subscribeToNewsletter(t.database.db, {
    email,
    locationSlug: options.location ?? 'boston-ma',
  });
  if (options.confirmed !== false)
    await confirmNewsletterSubscription(t.database.db, { id: row.id, now: new Date(NOW) });
  return row.id;
}

/** The sender's minute: the batch jobs it sends for this issue. */
async function startIssue(s: NewsletterBatchServices, issueId: string) {
  const jobs: Array<{ issueId: string; batch: number }> = [];
  await runNewsletterSending(s, {
    sendJob: async (_name, data) => {
      jobs.push(data as { issueId: string; batch: number });
      return 'id';
    },
  });
  return jobs.filter((job) => job.issueId === issueId);
}

/** Runs the sender's minute and then every batch job it sent, as the job engine would (once each). */
async function sendIssue(s: NewsletterBatchServices) {
  const jobs: Array<{ issueId: string; batch: number; id: string | undefined }> = [];
  await runNewsletterSending(s, {
    sendJob: async (_name, data, options) => {
      jobs.push({ ...(data as { issueId: string; batch: number }), id: options?.id });
      return options?.id ?? null;
    },
  });
  const outputs = [];
  for (const job of jobs) {
    outputs.push(await sendNewsletterBatch(s, job, { retryCount: 0, signal: new AbortController().signal }));
  }
  return { jobs, outputs };
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r\n[ \t]+/g, ' ')
    .trim();

const to = (address: string) => smtp.messages.filter((message) => message.to.includes(address));

describe('sending a newsletter issue', () => {
  it('mails each confirmed, unsuppressed subscriber once, with a fixed Message-ID and both List-Unsubscribe headers', async () => {
    const ada = await subscriber('ada@example.com');
    const bo = await subscriber('bo@example.com');
    await subscriber('pending@example.com', { confirmed: false });
    const left = await subscriber('left@example.com');
    await unsubscribeNewsletterSubscription(t.database.db, { id: left, now: new Date(NOW) });
    await subscriber('blocked@example.com');
    await suppressAddresses(t.database.db, {
      emails: ['Blocked@Example.com'],
      reason: 'complaint',
      now: new Date(NOW),
    });
    await subscriber('dc@example.com', { location: 'washington-dc' });
    const issueId = await makeIssue();

    const s = services();
    const { jobs, outputs } = await sendIssue(s);
    // Batches of two: ada and bo; pending, left, blocked and the DC reader are not recipients at all.
    expect(jobs).toEqual([{ issueId, batch: 0, id: newsletterBatchJobId(issueId, 0) }]);
    expect(outputs).toEqual([{ sent: 2, failed: 0, duplicates: 0, deferred: 0 }]);
    expect(smtp.messages.flatMap((message) => message.to).sort()).toEqual([
      'ada@example.com',
      'bo@example.com',
    ]);

    const raw = to('ada@example.com')[0]!.raw;
    expect(header(raw, 'Message-ID')).toBe(`<newsletter.${issueId}.${ada}@happenings.local>`);
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const list = header(raw, 'List-Unsubscribe') ?? '';
    expect(list).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/newsletter\/one-click-unsubscribe\?token=[^>]+>, <mailto:unsubscribe@happenings\.local\?subject=unsubscribe%20[^>]+>$/,
    );
    expect(header(to('bo@example.com')[0]!.raw, 'Message-ID')).toBe(
      `<newsletter.${issueId}.${bo}@happenings.local>`,
    );
    expect(decodeMailText(raw)).toContain('Content-Type: text/plain');
    expect(decodeMailText(raw)).toContain('Content-Type: text/html');

    // Nothing is owed any more: the next minute closes the issue, and running the batch again sends nothing.
    await sendIssue(s);
    expect(
      await sendNewsletterBatch(
        s,
        { issueId, batch: 0 },
        { retryCount: 1, signal: new AbortController().signal },
      ),
    ).toEqual({
      sent: 0,
      failed: 0,
      duplicates: 0,
      deferred: 0,
    });
    expect(smtp.messages).toHaveLength(2);
    const [issue] = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM newsletter_issues WHERE id = ${issueId}`,
    );
    expect(issue?.status).toBe('sent');
  });

  it('a row sent again (a run that lost its record) carries the same Message-ID', async () => {
    const id = await subscriber('again@example.com', { location: 'washington-dc' });
    const issueId = await makeIssue('washington-dc');
    const s = services();
    await sendIssue(s);
    await t.database.db.execute(
      sql`UPDATE newsletter_deliveries SET status = 'queued' WHERE issue_id = ${issueId} AND subscriber_id = ${id}`,
    );
    await sendNewsletterBatch(
      s,
      { issueId, batch: 0 },
      { retryCount: 0, signal: new AbortController().signal },
    );
    const ids = to('again@example.com').map((message) => header(message.raw, 'Message-ID'));
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
  });

  it('a 5xx for the recipient fails the row and suppresses the address; a 4xx is retried by the next run', async () => {
    await t.database.db.execute(sql`UPDATE newsletter_subscribers SET unsubscribed_at = now()`);
    await subscriber(REFUSED);
    await subscriber(GREYLISTED);
    const issueId = await makeIssue();
    const s = services();
    const jobs = await startIssue(s, issueId);
    expect(jobs).toHaveLength(1);
    const signal = new AbortController().signal;
    // First run: the refused address fails for good, the greylisted one is owed: the run fails to be retried.
    await expect(sendNewsletterBatch(s, jobs[0]!, { retryCount: 0, signal })).rejects.toThrow(
      /retried later/,
    );
    expect(smtp.messages).toHaveLength(0);
    const [suppression] = await queryRows<{ reason: string; detail: string }>(
      t.database.db,
      sql`SELECT reason, detail FROM mail_suppressions WHERE address_hash = ${hashAddress(REFUSED)}`,
    );
    expect(suppression).toEqual({ reason: 'bounce', detail: expect.stringMatching(/^550 5\.1\.1/) });
    expect(await countNewsletterDeliveries(t.database.db, issueId)).toMatchObject({ failed: 1, queued: 1 });

    // The retry delivers the greylisted message once, and never tries the refused address again.
    expect(await sendNewsletterBatch(s, jobs[0]!, { retryCount: 1, signal })).toMatchObject({
      sent: 1,
      failed: 0,
    });
    expect(smtp.messages.flatMap((message) => message.to)).toEqual([GREYLISTED]);
    expect(await countNewsletterDeliveries(t.database.db, issueId)).toMatchObject({
      failed: 1,
      sent: 1,
      queued: 0,
    });

    // The suppressed address is left out of the next issue altogether.
    const next = await makeIssue();
    await sendIssue(s);
    expect(await countNewsletterDeliveries(t.database.db, next)).toMatchObject({ total: 1, sent: 1 });
    expect(to(REFUSED)).toHaveLength(0);
  });

  it('a subscriber who leaves while the issue is being sent gets nothing', async () => {
    await t.database.db.execute(sql`UPDATE newsletter_subscribers SET unsubscribed_at = now()`);
    const quitter = await subscriber('quitter@example.com');
    await subscriber('stayer@example.com');
    const issueId = await makeIssue();
    const s = services();
    const jobs = await startIssue(s, issueId);
    await unsubscribeNewsletterSubscription(t.database.db, { id: quitter, now: new Date(NOW) });
    await sendNewsletterBatch(s, jobs[0]!, { retryCount: 0, signal: new AbortController().signal });
    expect(smtp.messages.flatMap((message) => message.to)).toEqual(['stayer@example.com']);
    expect(await countNewsletterDeliveries(t.database.db, issueId)).toMatchObject({ skipped: 1, sent: 1 });
  });

  it('signs with DKIM when a key is configured: the signature verifies and covers the list headers', async () => {
    await t.database.db.execute(sql`UPDATE newsletter_subscribers SET unsubscribed_at = now()`);
    await subscriber('signed@example.com');
    await makeIssue();
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await sendIssue(
      services({
        DKIM_DOMAIN: 'happenings.local',
        DKIM_SELECTOR: 'mail2026',
        DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
      }),
    );
    const raw = to('signed@example.com')[0]!.raw;
    const verified = verifyDkim(raw, publicKey);
    expect(verified.reason).toBeUndefined();
    expect(verified.ok).toBe(true);
    expect(verified.tags).toMatchObject({ d: 'happenings.local', s: 'mail2026' });
    expect(verified.tags.h?.toLowerCase().split(':')).toEqual(
      expect.arrayContaining(['from', 'subject', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post']),
    );
    // A relay that changes the unsubscribe header breaks the signature.
    const tampered = raw.replace(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      'List-Unsubscribe-Post: nothing',
    );
    expect(verifyDkim(tampered, publicKey).ok).toBe(false);
  });
});

describe('the SMTP exchange', () => {
  it('records a message only once the server took it; a message another run had recorded counts as a duplicate', async () => {
    const transport = createSmtpBulkTransport(smtp.url);
    const raw = Buffer.from('From: a@happenings.local\r\nTo: b@example.com\r\nSubject: x\r\n\r\nbody\r\n');
    const parts = { subject: 'x', text: 'body', headers: {} };
    const recordedAfter: number[] = [];
    const record = (isNew: boolean) => async () => {
      recordedAfter.push(smtp.messages.length);
      return isNew;
    };
    expect(
      await transport.deliver({ from: 'a@happenings.local', to: 'b@example.com', raw, parts }, record(true)),
    ).toBe('sent');
    expect(
      await transport.deliver({ from: 'a@happenings.local', to: 'c@example.com', raw, parts }, record(false)),
    ).toBe('duplicate');
    await transport.close();
    // Each record ran after the server had the message.
    expect(recordedAfter).toEqual([1, 2]);
    expect(smtp.messages.flatMap((message) => message.to)).toEqual(['b@example.com', 'c@example.com']);
  });
});
