/**
 * The per-user posting limit is one budget for every API process: two apps over one database, each with the
 * database rate limiter (as every process has on a server database), spend it together.
 */
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createDatabaseRateLimiter } from '../../rate-limit/rate-limiter.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { POSTING_LIMITS } from './posting-limit.ts';

let t: TestApp;
let first: ReturnType<typeof createApp>;
let second: ReturnType<typeof createApp>;
let ada: SignedUpUser;
let bob: SignedUpUser;
let path: string;

beforeAll(async () => {
  // Everyone's budget; a new account's stricter tier is tested in features/moderation/new-account-rules.test.ts.
  t = await createTestApp({ env: { NEW_ACCOUNT_DAYS: '0' } });
  const { db } = t.database;
  first = createApp({ ...t.deps, rateLimiter: createDatabaseRateLimiter(db) });
  second = createApp({ ...t.deps, rateLimiter: createDatabaseRateLimiter(db) });
  await makeLocation(db);
  ada = await signUp(t);
  bob = await signUp(t);
  const experience = await makeExperience(db, {
    occurrences: [{ startsAt: new Date(Date.now() + 86_400_000), endsAt: new Date(Date.now() + 90_000_000) }],
  });
  path = `/api/v1/comments/experience/${experience.id}`;
});

afterAll(async () => {
  await t?.close();
});

describe('posting limit', () => {
  it('shares one budget per user across processes, then answers 429 with Retry-After', async () => {
    const burst = POSTING_LIMITS.comment[0]!.limit;
    for (let i = 0; i < burst; i += 1) {
      const app = i % 2 === 0 ? first : second;
      const res = await app.request(path, jsonRequest('POST', { text: `comment ${i}` }, ada.headers));
      expect(res.status).toBe(201);
    }
    for (const app of [first, second]) {
      const refused = await app.request(path, jsonRequest('POST', { text: 'one too many' }, ada.headers));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    }
    // Replies spend the same budget; another user has their own.
    const refusedReply = await first.request(path, jsonRequest('POST', { text: 'reply' }, ada.headers));
    expect(refusedReply.status).toBe(429);
    const other = await second.request(path, jsonRequest('POST', { text: 'mine' }, bob.headers));
    expect(other.status).toBe(201);
  });
});
