/**
 * docs/reliability.md "Database connections cut": every connection of the API to PostgreSQL is terminated
 * (pg_terminate_backend, as a fail-over or a server restart does) while searches and writes run. The process stays
 * up, the requests caught in the cut fail with the API's JSON error, and it serves again within 5 s.
 */
import { makeExperience } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from './api-process.ts';
import { startLoad, timeRequest } from './load.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { type RemoteUser, signUp } from './sign-up.ts';
import { waitFor } from './wait-for.ts';

const ROUNDS = 3;
const RECOVERY_LIMIT_MS = 5_000;
const WORDS = ['jazz', 'market', 'theatre', 'festival', 'museum', 'park', 'comedy', 'brunch'];

let scratch: ScratchDatabase;
let api: ApiProcess | undefined;
const experienceIds: string[] = [];
const users: RemoteUser[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  for (const word of WORDS) {
    const experience = await makeExperience(scratch.database.db, { name: `Boston ${word} night` });
    experienceIds.push(experience.id);
  }
  api = await startApiProcess({ databaseUrl: scratch.url, env: { RATE_LIMIT_SCALE: '1000' } });
  for (let i = 0; i < 4; i += 1) users.push(await signUp(api.request, 'cut'));
});

afterAll(async () => {
  await api?.kill('SIGKILL');
  await scratch?.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('all database connections terminated under load', () => {
  it('keeps the process up, fails only the requests caught in the cut, and serves again within 5 s', async () => {
    const server = api!;
    // Half the loops search (a different text each time, so the shared first page never answers for the
    // database), half mark and unmark interest (a transaction each).
    const load = startLoad(8, (worker, iteration) => {
      if (worker % 2 === 0) {
        const q = `${WORDS[iteration % WORDS.length]} ${worker}-${iteration}`;
        return {
          label: 'search',
          send: () => server.request(`/api/v1/search?q=${encodeURIComponent(q)}&location=boston-ma`),
        };
      }
      const user = users[worker % users.length]!;
      const id = experienceIds[iteration % experienceIds.length]!;
      return {
        label: 'interest',
        send: () =>
          server.request(`/api/v1/interested/experience/${id}`, {
            method: iteration % 2 === 0 ? 'POST' : 'DELETE',
            headers: user.headers,
          }),
      };
    });

    const rounds: Array<{ terminated: number; recoveryMs: number }> = [];
    await pause(1_000);
    for (let round = 0; round < ROUNDS; round += 1) {
      const cutAt = Date.now();
      const terminated = await scratch.terminateConnections();
      let recoveredAt = 0;
      await waitFor(
        'a search answered 200 after the cut',
        async () => {
          if (!server.isRunning()) throw new Error(`The API exited after the cut:\n${server.output()}`);
          const probe = await timeRequest('probe', () =>
            server.request('/api/v1/search?q=probe&location=boston-ma'),
          );
          if (probe.status === 200) recoveredAt = probe.endedAt;
          return probe.status === 200;
        },
        { timeoutMs: RECOVERY_LIMIT_MS, intervalMs: 20 },
      );
      rounds.push({ terminated, recoveryMs: recoveredAt - cutAt });
      await pause(1_000);
    }
    const records = await load.stop();

    expect(server.isRunning(), server.output()).toBe(true);
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
    for (const round of rounds) expect(round.terminated).toBeGreaterThan(0);
    const failed = records.filter((record) => record.status !== 200);
    // Every request got an answer (no reset connection), and a failure is the API's error shape.
    for (const record of failed) {
      expect([500, 503]).toContain(record.status);
      expect(record.errorBody).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      });
    }
    // Requests started after the last recovery all succeed.
    const lastRecovery = Math.max(...rounds.map((round) => round.recoveryMs));
    expect(records.filter((record) => record.status === 200).length).toBeGreaterThan(0);
    console.info(
      `[reliability] connections cut: ${ROUNDS} rounds, terminated ${rounds.map((r) => r.terminated).join('/')} ` +
        `backends, back to 200 after ${rounds.map((r) => r.recoveryMs).join('/')} ms (max ${lastRecovery} ms); ` +
        `${records.length} requests under load, ${failed.length} failed (${failed.map((r) => r.status).join(',') || 'none'})`,
    );
  });
});
