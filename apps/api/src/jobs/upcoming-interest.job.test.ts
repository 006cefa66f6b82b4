/**
 * spec §3 UPCOMING_INTEREST through the API and the job engine: people mark interest, the hourly job runs, and
 * each hears once per event that happens tomorrow in the event's own time zone — however often the job runs.
 */
import { notifications } from '@happenings/db/notifications';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../testing/sign-up.ts';
import { runJobOnce } from './run-job-once.ts';
import { startTestJobEngine, type TestJobEngine } from './start-test-job-engine.ts';
import { UPCOMING_INTEREST_JOB } from './upcoming-interest.job.ts';

/** Friday 20 November 2026, 10:00 in New York, 07:00 in Los Angeles: tomorrow is the 21st in both. */
const NOW = Date.parse('2026-11-20T15:00:00Z');

let t: TestApp;
let jobs: TestJobEngine;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  await makeLocation(t.database.db);
  jobs = await startTestJobEngine(t.database, () => NOW);
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

const at = (iso: string) => ({ startsAt: new Date(iso) });

async function markInterest(who: SignedUpUser, eventId: string): Promise<void> {
  const res = await t.app.request(`/api/v1/interested/experience/${eventId}`, {
    method: 'POST',
    headers: who.headers,
  });
  expect(res.status).toBe(200);
}

const upcoming = () =>
  t.database.db.select().from(notifications).where(eq(notifications.type, 'UPCOMING_INTEREST'));

describe('the upcoming interest job', () => {
  it('notifies each interested person once per event happening tomorrow in its zone, and never twice', async () => {
    const { db } = t.database;
    const ana = await signUp(t, { name: 'Ana' });
    const bo = await signUp(t, { name: 'Bo' });
    const events = {
      // Two showings tomorrow evening in New York: one notification for the day.
      tomorrow: await makeExperience(db, {
        name: 'Harbor Lights',
        occurrences: [at('2026-11-21T16:00:00Z'), at('2026-11-21T23:30:00Z')],
      }),
      // 23:30 on the 21st in New York, already the 22nd in UTC.
      lateTomorrow: await makeExperience(db, { occurrences: [at('2026-11-22T04:30:00Z')] }),
      // 01:00 on the 22nd in New York: the day after tomorrow.
      dayAfter: await makeExperience(db, { occurrences: [at('2026-11-22T06:00:00Z')] }),
      // 22:00 on the 21st in Los Angeles (01:00 on the 22nd in New York).
      tomorrowInLa: await makeExperience(db, {
        timeZone: 'America/Los_Angeles',
        occurrences: [at('2026-11-22T06:00:00Z')],
      }),
      today: await makeExperience(db, { occurrences: [at('2026-11-20T20:00:00Z')] }),
      canceled: await makeExperience(db, { status: 'CANCELED', occurrences: [at('2026-11-21T20:00:00Z')] }),
      draft: await makeExperience(db, {
        creatorId: ana.id,
        publishState: 'NOT_PUBLISHED',
        occurrences: [at('2026-11-21T20:00:00Z')],
      }),
    };
    for (const event of Object.values(events)) await markInterest(ana, event.id);
    await markInterest(bo, events.tomorrow.id);

    expect(await runJobOnce(jobs.engine, UPCOMING_INTEREST_JOB)).toBe('completed');
    const expected = [
      [ana.id, events.tomorrow.id],
      [ana.id, events.lateTomorrow.id],
      [ana.id, events.tomorrowInLa.id],
      [bo.id, events.tomorrow.id],
    ].sort();
    const written = await upcoming();
    expect(written.map((row) => [row.recipientId, row.subjectId]).sort()).toEqual(expected);
    for (const row of written) {
      expect(row).toMatchObject({
        kind: 'GENERAL',
        subjectType: 'EXPERIENCE',
        actorId: null,
        data: { localDate: '2026-11-21' },
      });
    }
    const inbox = await t.app.request('/api/v1/notifications', { headers: bo.headers });
    const [item] = ((await inbox.json()) as { items: Array<Record<string, unknown>> }).items;
    expect(item).toMatchObject({
      type: 'UPCOMING_INTEREST',
      text: '“Harbor Lights” is tomorrow',
      read: false,
    });

    // Bo reads his; the job runs again (a retry, the next hour): nothing new, read or unread.
    const read = await t.app.request(`/api/v1/notifications/${item!.id}/read`, {
      method: 'POST',
      headers: bo.headers,
    });
    expect(read.status).toBe(200);
    expect(await runJobOnce(jobs.engine, UPCOMING_INTEREST_JOB)).toBe('completed');
    const again = await upcoming();
    expect(again.map((row) => row.id).sort()).toEqual(written.map((row) => row.id).sort());
  });
});
