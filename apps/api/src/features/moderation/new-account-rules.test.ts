/**
 * Abuse defaults through HTTP (issue 23): an account younger than NEW_ACCOUNT_DAYS posts under a stricter budget,
 * shared by every API process; its comment carrying a link waits for a moderator, who finds it in the queue and
 * publishes it with a restore. An older account is held to neither.
 */

import { users } from '@happenings/db/schema';
import { makeExperience } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createDatabaseRateLimiter } from '../../rate-limit/rate-limiter.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { signUpStaff } from '../../testing/sign-up-staff.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let t: TestApp;
let moderator: SignedUpUser;
let reader: SignedUpUser;
let experienceId: string;
/** An account older than NEW_ACCOUNT_DAYS (sign-ups from one address are limited: made once). */
let regular: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { NEW_ACCOUNT_DAYS: '3' } });
  moderator = await signUpStaff(t, ['moderator']);
  reader = await signUp(t);
  experienceId = (await makeExperience(t.database.db)).id;
});

afterAll(async () => {
  await t?.close();
});

async function call(
  app: TestApp['app'],
  method: string,
  path: string,
  user: SignedUpUser | null,
  body?: unknown,
) {
  const headers = user?.headers ?? {};
  const res = await app.request(
    path,
    body === undefined ? { method, headers } : jsonRequest(method, body, headers),
  );
  return { status: res.status, body: (await res.json()) as Json };
}

const post = (user: SignedUpUser, text: string, app = t.app) =>
  call(app, 'POST', `/api/v1/comments/experience/${experienceId}`, user, { text });

/** The account as if it had signed up `days` ago. */
const ageAccount = (user: SignedUpUser, days: number) =>
  t.database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * 24 * 3600_000) })
    .where(eq(users.id, user.id));

const threadIds = async (user: SignedUpUser | null) =>
  (await call(t.app, 'GET', `/api/v1/comments/experience/${experienceId}`, user)).body.items.map(
    (c: Json) => c.id,
  );

describe('a new account', () => {
  it('posts three comments a minute, one budget across two server processes, then 429', async () => {
    const newcomer = await signUp(t);
    const { db } = t.database;
    const first = createApp({ ...t.deps, rateLimiter: createDatabaseRateLimiter(db) });
    const second = createApp({ ...t.deps, rateLimiter: createDatabaseRateLimiter(db) });
    for (let i = 0; i < 3; i += 1) {
      expect((await post(newcomer, `Hello ${i}`, i % 2 === 0 ? first : second)).status).toBe(201);
    }
    const over = await post(newcomer, 'One too many', second);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');

    // Older than NEW_ACCOUNT_DAYS: everyone's budget only.
    regular = await signUp(t);
    await ageAccount(regular, 4);
    for (let i = 0; i < 5; i += 1) expect((await post(regular, `Hi ${i}`, first)).status).toBe(201);
  });

  it('has a comment with a link held for a moderator, who publishes it with a restore', async () => {
    const newcomer = await signUp(t);
    const held = await post(newcomer, 'Great deals at cheap-watches.com');
    expect(held.status).toBe(201);
    expect(held.body.moderation).toMatchObject({ state: 'HIDDEN', reason: 'Waiting for a moderator' });
    expect(await threadIds(reader)).not.toContain(held.body.id);
    expect(await threadIds(newcomer)).toContain(held.body.id);

    const queue = await call(t.app, 'GET', '/api/v1/staff/reports?subjectType=comment&limit=50', moderator);
    const waiting = queue.body.items.find((item: Json) => item.subjectId === held.body.id);
    expect(waiting).toMatchObject({
      state: 'OPEN',
      reporterCount: 0,
      moderation: { state: 'HIDDEN', reason: 'Waiting for a moderator' },
    });

    const published = await call(
      t.app,
      'POST',
      `/api/v1/staff/moderation/comment/${held.body.id}/restore`,
      moderator,
      { reason: 'A real venue link', caseId: waiting.id },
    );
    expect(published.status).toBe(200);
    expect(await threadIds(reader)).toContain(held.body.id);

    // Without a link, or from an older account, nothing waits.
    const plain = await post(newcomer, 'Loved it');
    expect(plain.body.moderation).toBeUndefined();
    const linked = await post(regular, 'Tickets at https://example.org');
    expect(linked.body.moderation).toBeUndefined();
    expect(await threadIds(reader)).toContain(linked.body.id);
  });

  it("tells nobody of a held reply: the parent's author reads nothing until a moderator lets it through", async () => {
    // Sign-ups from one address are limited: accounts of this file that have comments to spare.
    const asker = reader;
    const newcomer = moderator;
    const question = await post(asker, 'Is there parking nearby?');
    expect(question.status).toBe(201);
    const reply = await call(t.app, 'POST', `/api/v1/comments/comment/${question.body.id}`, newcomer, {
      text: 'Park for free at cheap-parking.example.com',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.moderation).toMatchObject({ state: 'HIDDEN' });
    const inbox = await call(t.app, 'GET', '/api/v1/notifications', asker);
    expect(inbox.status).toBe(200);
    expect(JSON.stringify(inbox.body)).not.toContain('REPLIED_TO_COMMENT');

    // The same reply without a link is news to the asker.
    const plain = await call(t.app, 'POST', `/api/v1/comments/comment/${question.body.id}`, newcomer, {
      text: 'There is a garage on the corner',
    });
    expect(plain.status).toBe(201);
    const after = await call(t.app, 'GET', '/api/v1/notifications', asker);
    expect(JSON.stringify(after.body)).toContain('REPLIED_TO_COMMENT');
  });
});
