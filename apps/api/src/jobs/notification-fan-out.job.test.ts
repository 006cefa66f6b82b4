/**
 * CONNECTION_INTEREST fanned out by background work (pg-boss): the mark stores its job in its own transaction,
 * a worker writes every follower's notification, an un-mark before the job runs leaves nothing to send, and a job
 * run twice writes nothing twice.
 */
import { queryRows } from '@happenings/db/client';
import { fanOutInterest, markInterested } from '@happenings/db/interested';
import { notifications } from '@happenings/db/notifications';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../testing/sign-up.ts';
import { NOTIFICATION_FAN_OUT_JOB } from './notification-fan-out.job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' }, withJobs: true });
  await makeLocation(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const soon = () => [{ startsAt: new Date(Date.now() + 86_400_000) }];
const engine = () => t.jobs!.engine;

async function follow(who: SignedUpUser, whom: SignedUpUser): Promise<void> {
  const res = await t.app.request(`/api/v1/follows/users/${whom.id}`, jsonRequest('POST', {}, who.headers));
  expect(res.status).toBeLessThan(300);
}

const toldOf = (experienceId: string) =>
  t.database.db
    .select({ recipientId: notifications.recipientId, actorCount: notifications.actorCount })
    .from(notifications)
    .where(and(eq(notifications.type, 'CONNECTION_INTEREST'), eq(notifications.subjectId, experienceId)));

/** Jobs of the fan-out queue about one experience, whatever their state (pg-boss keeps finished ones). */
async function jobsAbout(experienceId: string): Promise<number> {
  await engine().waitForIdle(NOTIFICATION_FAN_OUT_JOB);
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS count FROM pgboss.job
         WHERE name = ${NOTIFICATION_FAN_OUT_JOB} AND data->>'experienceId' = ${experienceId}`,
  );
  return row?.count ?? 0;
}

describe('the notification fan-out job', () => {
  it('is sent by the interested call and tells every follower once, in the background', async () => {
    const ana = await signUp(t, { name: 'Ana' });
    const followers = await Promise.all(Array.from({ length: 5 }, (_, i) => signUp(t, { name: `F${i}` })));
    for (const follower of followers) await follow(follower, ana);
    const event = await makeExperience(t.database.db, { occurrences: soon() });

    const res = await t.app.request(`/api/v1/interested/experience/${event.id}`, {
      method: 'POST',
      headers: ana.headers,
    });
    expect(res.status).toBe(200);
    expect(await jobsAbout(event.id)).toBe(1);
    const rows = await toldOf(event.id);
    expect(rows.map((row) => row.recipientId).sort()).toEqual(followers.map((f) => f.id).sort());
  });

  it('stores no job for a mark whose transaction rolls back', async () => {
    const ana = await signUp(t, { name: 'Ana' });
    const event = await makeExperience(t.database.db, { occurrences: soon() });
    const failure = new Error('the write after the mark failed');
    await expect(
      t.database.db.transaction(async (tx) => {
        await markInterested(tx, {
          itemType: 'experience',
          itemId: event.id,
          userId: ana.id,
          now: new Date(),
          sendFanOut: async (inner, fanOut) => {
            await engine().sendJobWithin(inner, NOTIFICATION_FAN_OUT_JOB, {
              type: 'CONNECTION_INTEREST',
              ...fanOut,
            });
          },
        });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await jobsAbout(event.id)).toBe(0);
  });

  it('sends nothing when the mark was undone before the job ran, and nothing twice when run again', async () => {
    const ana = await signUp(t, { name: 'Ana' });
    const bo = await signUp(t, { name: 'Bo' });
    await follow(bo, ana);
    const undone = await makeExperience(t.database.db, { occurrences: soon() });
    const kept = await makeExperience(t.database.db, { occurrences: soon() });
    const { db } = t.database;

    // The job's work, run by hand: the un-mark came first.
    await markInterested(db, {
      itemType: 'experience',
      itemId: undone.id,
      userId: ana.id,
      now: new Date(),
      sendFanOut: async () => {},
    });
    const unmark = await t.app.request(`/api/v1/interested/experience/${undone.id}`, {
      method: 'DELETE',
      headers: ana.headers,
    });
    expect(unmark.status).toBe(200);
    expect(await fanOutInterest(db, { actorId: ana.id, experienceId: undone.id })).toEqual({ marked: false });
    expect(await toldOf(undone.id)).toEqual([]);

    await markInterested(db, {
      itemType: 'experience',
      itemId: kept.id,
      userId: ana.id,
      now: new Date(),
      sendFanOut: async () => {},
    });
    for (let run = 0; run < 2; run += 1) {
      expect(await fanOutInterest(db, { actorId: ana.id, experienceId: kept.id })).toEqual({ marked: true });
    }
    expect(await toldOf(kept.id)).toEqual([{ recipientId: bo.id, actorCount: 1 }]);
  });
});
