/**
 * docs/reliability.md "Notification fan-out": two API processes on one PostgreSQL work a backlog of 1,000
 * CONNECTION_INTEREST fan-out jobs; one is killed with SIGKILL in the middle of it. The other finishes every job,
 * including those the dead one held, and each follower ends with exactly one notification per event naming each
 * person once: no job lost, none with a visible effect twice.
 */
import { queryRows } from '@happenings/db/client';
import { follows } from '@happenings/db/follows';
import { interested } from '@happenings/db/interested';
import { makeExperience, makeLocation, makeUser } from '@happenings/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobEngine, type JobEngine } from '../src/jobs/job-engine.ts';
import { type ApiJobQueues, JOB_QUEUES } from '../src/jobs/job-queues.ts';
import { NOTIFICATION_FAN_OUT_JOB } from '../src/jobs/notification-fan-out.job.ts';
import { type ApiProcess, startApiProcess } from './api-process.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { waitFor } from './wait-for.ts';

const ACTORS = 10;
const EXPERIENCES = 100;
const FOLLOWERS = 60;
const JOBS = ACTORS * EXPERIENCES;

let scratch: ScratchDatabase;
/** Sends the backlog, as the interested call does for each mark. */
let jobs: JobEngine<ApiJobQueues>;
let processes: ApiProcess[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  jobs = createJobEngine({ database: scratch.database, queues: JOB_QUEUES });
  await jobs.start();
});

afterAll(async () => {
  for (const api of processes) await api.kill('SIGKILL');
  await jobs?.stop();
  await scratch?.drop();
});

const jobCounts = async () => {
  const rows = await queryRows<{ state: string; count: number }>(
    scratch.database.db,
    sql`SELECT state::text, count(*)::int AS count FROM pgboss.job WHERE name = ${NOTIFICATION_FAN_OUT_JOB}
         GROUP BY state`,
  );
  return Object.fromEntries(rows.map((row) => [row.state, row.count])) as Record<string, number>;
};

describe('notification fan-out on two processes', () => {
  it('runs 1,000 fan-out jobs once each; a process killed mid-run loses none', async () => {
    const { db } = scratch.database;
    await makeLocation(db);
    const actors = await Promise.all(Array.from({ length: ACTORS }, () => makeUser(db)));
    const followers = await Promise.all(Array.from({ length: FOLLOWERS }, () => makeUser(db)));
    const events: Array<{ id: string }> = [];
    for (let i = 0; i < EXPERIENCES; i += 1) events.push(await makeExperience(db));
    await db
      .insert(follows)
      .values(followers.flatMap((f) => actors.map((a) => ({ followerId: f.id, followeeId: a.id }))));
    await db.insert(interested).values(
      actors.flatMap((a) =>
        events.map((e) => ({
          userId: a.id,
          itemType: 'experience' as const,
          itemId: e.id,
          createdAt: new Date(),
        })),
      ),
    );
    // The backlog is stored before the processes start, so both find work waiting.
    for (const actor of actors) {
      await Promise.all(
        events.map((event) =>
          jobs.sendJob(NOTIFICATION_FAN_OUT_JOB, {
            type: 'CONNECTION_INTEREST',
            actorId: actor.id,
            experienceId: event.id,
          }),
        ),
      );
    }
    expect((await jobCounts()).created).toBe(JOBS);

    processes = await Promise.all([0, 1].map(() => startApiProcess({ databaseUrl: scratch.url })));
    const [victim, survivor] = processes as [ApiProcess, ApiProcess];
    await waitFor(
      'a tenth of the backlog to be done',
      async () => ((await jobCounts()).completed ?? 0) >= JOBS / 10,
      {
        timeoutMs: 60_000,
        intervalMs: 20,
      },
    );
    await victim.kill('SIGKILL');
    const atKill = await jobCounts();
    console.info(`fan-out: killed one process with ${JSON.stringify(atKill)}`);
    // The kill fell in the middle of the run.
    expect(atKill.completed ?? 0).toBeLessThan(JOBS);

    // Jobs the dead process held count as lost once their heartbeat is silent (~20 s), then run again.
    await waitFor('every job to be completed', async () => (await jobCounts()).completed === JOBS, {
      timeoutMs: 150_000,
      intervalMs: 500,
    });
    expect(survivor.isRunning()).toBe(true);
    expect(await jobCounts()).toEqual({ completed: JOBS });

    const [told] = await queryRows<{ groups: number; people: number; wrong: number }>(
      db,
      sql`SELECT count(*)::int AS groups,
                 (SELECT count(*)::int FROM notification_actors) AS people,
                 count(*) FILTER (WHERE actor_count <> ${ACTORS})::int AS wrong
            FROM notifications WHERE type = 'CONNECTION_INTEREST'`,
    );
    // One notification per follower and event, naming each of the actors once.
    expect(told).toEqual({
      groups: FOLLOWERS * EXPERIENCES,
      people: FOLLOWERS * EXPERIENCES * ACTORS,
      wrong: 0,
    });
  });
});
