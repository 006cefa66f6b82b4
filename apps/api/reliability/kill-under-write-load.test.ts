/**
 * docs/reliability.md "Process killed": an API process is killed with SIGKILL while sign-ups, follows and interest
 * marks stream in. Every write it acknowledged (answered 2xx) is in the database when a new process starts: a 2xx
 * is sent only after PostgreSQL committed it. Sessions issued before the kill still work after it.
 */
import { makeExperience } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from './api-process.ts';
import { startLoad } from './load.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { type RemoteUser, readSignedUpUser, signUp, signUpRequest, uniqueEmail } from './sign-up.ts';
import { waitFor } from './wait-for.ts';

const WRITERS = 8;
/** Acknowledged writes to collect before the kill, so it lands in the middle of the load. */
const WRITES_BEFORE_KILL = 100;

let scratch: ScratchDatabase;
const processes: ApiProcess[] = [];
const experienceIds: string[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  for (let i = 0; i < 4; i += 1) experienceIds.push((await makeExperience(scratch.database.db)).id);
});

afterAll(async () => {
  for (const api of processes) await api.kill('SIGKILL');
  await scratch?.drop();
});

/** Rows among `pairs` that are missing from `table` (two text columns). */
async function findMissingPairs(table: string, columns: [string, string], pairs: Array<[string, string]>) {
  const result = await scratch.database.pool.query<{ a: string; b: string }>(
    `SELECT p.a, p.b FROM unnest($1::text[], $2::text[]) AS p(a, b)
     WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.${columns[0]} = p.a AND t.${columns[1]} = p.b)`,
    [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])],
  );
  return result.rows;
}

describe('kill -9 under write load', () => {
  it('loses none of the writes it acknowledged', async () => {
    const env = { RATE_LIMIT_SCALE: '1000' };
    const first = await startApiProcess({ databaseUrl: scratch.url, env });
    processes.push(first);
    const earlyUser = await signUp(first.request, 'early');

    const acknowledged = {
      users: [earlyUser] as RemoteUser[],
      follows: [] as Array<[string, string]>,
      interests: [] as Array<[string, string]>,
    };
    const count = () =>
      acknowledged.users.length + acknowledged.follows.length + acknowledged.interests.length;
    const mine = new Map<number, RemoteUser>();

    // Each writer signs a user up, then has it follow the users others signed up and mark experiences, signing a
    // new user up every ten writes (a sign-up hashes a password: it costs the most CPU).
    const load = startLoad(WRITERS, (worker, iteration) => {
      const self = mine.get(worker);
      if (!self || iteration % 10 === 0) {
        const email = uniqueEmail(`writer${worker}`);
        return {
          label: 'sign-up',
          send: async () => {
            const response = await first.request('/api/auth/sign-up/email', signUpRequest(email));
            if (response.status === 200) {
              const user = await readSignedUpUser(response.clone(), email);
              acknowledged.users.push(user);
              mine.set(worker, user);
            }
            return response;
          },
        };
      }
      if (iteration % 2 === 0) {
        const target = acknowledged.users[(worker * 7 + iteration) % acknowledged.users.length]!;
        if (target.id !== self.id) {
          return {
            label: 'follow',
            send: async () => {
              const response = await first.request(`/api/v1/follows/users/${target.id}`, {
                method: 'POST',
                headers: self.headers,
              });
              if (response.status === 200) acknowledged.follows.push([self.id, target.id]);
              return response;
            },
          };
        }
      }
      const experienceId = experienceIds[iteration % experienceIds.length]!;
      return {
        label: 'interest',
        send: async () => {
          const response = await first.request(`/api/v1/interested/experience/${experienceId}`, {
            method: 'POST',
            headers: self.headers,
          });
          if (response.status === 200) acknowledged.interests.push([self.id, experienceId]);
          return response;
        },
      };
    });

    const loadStartedAt = Date.now();
    await waitFor('writes to be acknowledged', async () => count() >= WRITES_BEFORE_KILL, {
      timeoutMs: 60_000,
    });
    const killedAt = Date.now();
    await first.kill('SIGKILL');
    const records = await load.stop();
    const second = await startApiProcess({ databaseUrl: scratch.url, port: first.port, env });
    processes.push(second);
    const restartMs = Date.now() - killedAt;

    const missingUsers = await scratch.database.pool.query<{ id: string }>(
      'SELECT id FROM unnest($1::text[]) AS id WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = id)',
      [acknowledged.users.map((user) => user.id)],
    );
    const missingFollows = await findMissingPairs(
      'follows',
      ['follower_id', 'followee_id'],
      acknowledged.follows,
    );
    const missingInterests = await findMissingPairs(
      'interested',
      ['user_id', 'item_id'],
      acknowledged.interests,
    );
    expect(missingUsers.rows).toEqual([]);
    expect(missingFollows).toEqual([]);
    expect(missingInterests).toEqual([]);
    expect(acknowledged.follows.length).toBeGreaterThan(0);
    expect(acknowledged.interests.length).toBeGreaterThan(0);

    // A session issued before the kill is still good on the new process.
    const session = await second.request(`/api/v1/interested/experience/${experienceIds[0]}`, {
      headers: earlyUser.headers,
    });
    expect(session.status).toBe(200);

    const unanswered = records.filter((record) => record.status === 0).length;
    const refused = records.filter((record) => record.status !== 0 && record.status >= 300);
    // Before the kill every write succeeded: the only failures are the requests the kill cut off.
    expect(refused).toEqual([]);
    console.info(
      `[reliability] kill -9 under write load: ${count()} writes acknowledged (${acknowledged.users.length} sign-ups, ` +
        `${acknowledged.follows.length} follows, ${acknowledged.interests.length} interest marks), 0 lost; ` +
        `${unanswered} requests cut off by the kill or sent while it was down (not acknowledged); ` +
        `writes ran ${killedAt - loadStartedAt} ms before the kill, the new process served ${restartMs} ms after it`,
    );
  });
});
