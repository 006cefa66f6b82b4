/**
 * The editors' daily digest (issue 23): while experiences wait for review, each editor with a verified address gets
 * one e-mail a day of how many wait, where, and the oldest, with the link to the queue; nobody else gets it, and
 * nothing is sent while nothing waits.
 */
import { makeExperience, makeLocation, makeUser } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/mailer.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { digestJobId, REVIEW_DIGEST_JOB, sendReviewDigests } from './review-digest.job.ts';
import { runJobOnce } from './run-job-once.ts';
import { SEND_EMAIL_JOB } from './send-email.job.ts';
import { startTestJobEngine, type TestJobEngine } from './start-test-job-engine.ts';

const NOW = Date.parse('2026-11-20T13:00:00Z');

let t: TestApp;
let jobs: TestJobEngine;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  jobs = await startTestJobEngine(t.database, () => NOW, { config: t.deps.config });
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

describe('the review digest', () => {
  it('sends nothing while nothing waits', async () => {
    const run = { sendJob: async () => 'sent' };
    expect(await sendReviewDigests({ db: t.database.db, config: t.deps.config, now: NOW }, run)).toEqual({
      waiting: 0,
      sent: 0,
    });
  });

  it('mails each verified editor once a day with the count, the places and the oldest', async () => {
    const { db } = t.database;
    await makeLocation(db, 'boston-ma');
    await makeLocation(db, 'washington-dc');
    const editor = await makeUser(db, {
      email: 'eddie@example.com',
      emailVerified: true,
      role: 'editor,moderator',
    });
    const unverified = await makeUser(db, { email: 'una@example.com', role: 'editor' });
    const adminOnly = await makeUser(db, { email: 'ada@example.com', emailVerified: true, role: 'admin' });
    const host = await makeUser(db, { name: 'Hana Host' });
    const at = (hours: number) => new Date(NOW - hours * 3_600_000);
    await makeExperience(db, {
      name: 'Lantern Walk',
      creatorId: host.id,
      publishState: 'PENDING_REVIEW',
      updatedAt: at(30),
    });
    await makeExperience(db, { name: 'Harbor Swim', publishState: 'PENDING_REVIEW', updatedAt: at(2) });
    await makeExperience(db, {
      name: 'Mall Picnic',
      locationSlug: 'washington-dc',
      publishState: 'PENDING_REVIEW',
      updatedAt: at(5),
    });

    expect(await runJobOnce(jobs.engine, REVIEW_DIGEST_JOB)).toBe('completed');
    // The digest's e-mail job is keyed by day and editor: wait for it, then run the day's digest again.
    expect(await jobs.engine.waitForJob(SEND_EMAIL_JOB, digestJobId(editor.id, NOW))).toBe('completed');
    const [mail] = await readOutbox(jobs.outboxDir, editor.email);
    expect(mail).toMatchObject({ subject: '3 events wait for review on Happenings' });
    expect(mail?.text).toContain('3 events wait for an editor (Boston: 2, Washington DC: 1).');
    expect(mail?.text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- “Lantern Walk” (Boston), submitted Nov 19 by Hana Host',
      '- “Mall Picnic” (Washington DC), submitted Nov 20',
      '- “Harbor Swim” (Boston), submitted Nov 20',
    ]);
    expect(mail?.text).toContain('Review them: http://localhost:3000/admin/review');

    expect(await runJobOnce(jobs.engine, REVIEW_DIGEST_JOB)).toBe('completed');
    expect(await jobs.engine.waitForJob(SEND_EMAIL_JOB, digestJobId(editor.id, NOW))).toBe('completed');
    expect(await readOutbox(jobs.outboxDir, editor.email)).toHaveLength(1);
    for (const nobody of [unverified, adminOnly, host]) {
      expect(await readOutbox(jobs.outboxDir, nobody.email)).toEqual([]);
    }
  });
});
