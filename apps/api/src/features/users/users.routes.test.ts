import { createHash, createHmac } from 'node:crypto';
import { contactHashes } from '@happenings/db/contacts';
import { follows } from '@happenings/db/follows';
import { interested } from '@happenings/db/interested';
import { notifications } from '@happenings/db/notifications';
import { makeExperience, makeUser } from '@happenings/db/testing';
import { profiles, users } from '@happenings/db/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { CONTACT_HASHES_PER_ADDRESS, PHONE_LOOKUP_LIMITS } from './account-lookup-limits.ts';
import { ACCOUNT_BUDGETS } from './creation-limits.ts';
import { INVITE_CLAIM_WINDOW_MS } from './users.routes.ts';
import { MAX_CONTACT_HASHES } from './users.schemas.ts';

let t: TestApp;
let ada: SignedUpUser;
let bo: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t, { username: 'ada_u' });
  bo = await signUp(t, { username: 'bo_u' });
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown> & {
  error: { code: string; message: string; details: { field: string }[] };
};
const read = async (res: Response) => (await res.json()) as Json;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('GET /api/v1/users/phone', () => {
  it('answers whether the number is in use, anonymously', async () => {
    await makeUser(t.database.db, { phoneNumber: '+16175550100' });
    const used = await t.app.request('/api/v1/users/phone?phoneNumber=%2B16175550100');
    expect(used.status).toBe(200);
    expect(await read(used)).toEqual({ inUse: true });
    expect(await read(await t.app.request('/api/v1/users/phone?phoneNumber=%2B16175550199'))).toEqual({
      inUse: false,
    });
  });

  it('400 naming query.phoneNumber for a malformed number', async () => {
    const res = await t.app.request('/api/v1/users/phone?phoneNumber=617-555');
    expect(res.status).toBe(400);
    expect((await read(res)).error.details[0]?.field).toBe('query.phoneNumber');
  });

  /** What @hono/node-server hands every request: the socket it came on. */
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const lookUp = (n: number, address: string, headers: Record<string, string> = {}) =>
    t.app.request(
      `/api/v1/users/phone?phoneNumber=%2B1617555${String(1000 + n)}`,
      { headers },
      from(address),
    );

  it(`answers ${PHONE_LOOKUP_LIMITS.perAddress.limit} lookups from one address in 10 minutes, then 429 with Retry-After`, async () => {
    const { limit } = PHONE_LOOKUP_LIMITS.perAddress;
    for (let n = 0; n < limit; n += 1) expect((await lookUp(n, '198.51.100.7')).status).toBe(200);
    const refused = await lookUp(limit, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await read(refused)).error.code).toBe('RATE_LIMITED');
    // Its neighbours on another address are not held up.
    expect((await lookUp(0, '198.51.100.8')).status).toBe(200);
  });

  it('gives a signed-in account its own budget, spent whatever address it calls from', async () => {
    const { limit } = PHONE_LOOKUP_LIMITS.perAccount;
    const caller = await signUp(t);
    for (let n = 0; n < limit; n += 1) {
      expect((await lookUp(n, `203.0.113.${n + 1}`, caller.headers)).status).toBe(200);
    }
    const refused = await lookUp(limit, '203.0.113.200', caller.headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await lookUp(limit, '203.0.113.200')).status).toBe(200);
  });
});

describe('GET /api/v1/users/leaderboard/{x}', () => {
  it('ranks by followers and by interests of the last 30 days', async () => {
    const { db } = t.database;
    const fans = await Promise.all([makeUser(db), makeUser(db)]);
    await db.insert(follows).values([
      { followerId: fans[0]!.id, followeeId: bo.id },
      { followerId: fans[1]!.id, followeeId: bo.id },
      { followerId: fans[0]!.id, followeeId: ada.id },
    ]);
    const res = await t.app.request('/api/v1/users/leaderboard/followers', { headers: ada.headers });
    expect(res.status).toBe(200);
    const board = (await read(res)) as unknown as {
      items: { rank: number; user: { uid: string }; score: number }[];
    };
    expect(board.items.map((i) => [i.rank, i.user.uid, i.score])).toEqual([
      [1, bo.id, 2],
      [2, ada.id, 1],
    ]);

    const [recent, old] = [await makeExperience(db), await makeExperience(db)];
    await db.insert(interested).values([
      { userId: ada.id, itemType: 'experience', itemId: recent.id },
      {
        userId: bo.id,
        itemType: 'experience',
        itemId: old.id,
        createdAt: new Date(Date.now() - 40 * 86_400_000),
      },
    ]);
    const byInterest = (await read(
      await t.app.request('/api/v1/users/leaderboard/interested', { headers: ada.headers }),
    )) as unknown as { items: { user: { uid: string }; score: number }[] };
    expect(byInterest.items.map((i) => [i.user.uid, i.score])).toEqual([[ada.id, 1]]);
  });

  it('404 for neither a metric nor a contest, 400 for a malformed one, 401 anonymous', async () => {
    const unknown = await t.app.request('/api/v1/users/leaderboard/likes', { headers: ada.headers });
    expect(unknown.status).toBe(404);
    const res = await t.app.request('/api/v1/users/leaderboard/Likes!', { headers: ada.headers });
    expect(res.status).toBe(400);
    expect((await read(res)).error.details[0]?.field).toBe('params.x');
    expect((await t.app.request('/api/v1/users/leaderboard/followers')).status).toBe(401);
  });
});

describe('POST /api/v1/users/invite-signup', () => {
  it('records the invite once, makes the newcomer follow the inviter and notifies the inviter', async () => {
    const newcomer = await signUp(t, { username: 'newcomer_u' });
    const res = await t.app.request(
      '/api/v1/users/invite-signup',
      jsonRequest('POST', { inviteCode: 'ADA_U' }, newcomer.headers),
    );
    expect(res.status).toBe(200);
    expect(await read(res)).toMatchObject({ recorded: true, inviter: { uid: ada.id } });
    const again = await t.app.request(
      '/api/v1/users/invite-signup',
      jsonRequest('POST', { inviterId: ada.id }, newcomer.headers),
    );
    expect(await read(again)).toMatchObject({ recorded: false });
    const rel = await t.app.request(`/api/v1/follows/users/${ada.id}`, { headers: newcomer.headers });
    expect((await read(rel)).relationship).toBe('following');
    // The inviter follows nobody without doing it herself.
    const fromInviter = await t.database.db.select().from(follows).where(eq(follows.followerId, ada.id));
    expect(fromInviter.filter((f) => f.followeeId === newcomer.id)).toEqual([]);
    const sent = await t.database.db.select().from(notifications);
    expect(
      sent.filter((n) => n.type === 'JOINED_APP_BY_INVITE').map((n) => [n.recipientId, n.actorId]),
    ).toEqual([[ada.id, newcomer.id]]);
    const other = await t.app.request(
      '/api/v1/users/invite-signup',
      jsonRequest('POST', { inviterId: bo.id }, newcomer.headers),
    );
    expect(other.status).toBe(409);
    const board = (await read(
      await t.app.request('/api/v1/users/leaderboard/invites', { headers: ada.headers }),
    )) as unknown as { items: { user: { uid: string }; score: number }[] };
    expect(board.items.map((i) => [i.user.uid, i.score])).toEqual([[ada.id, 1]]);
  });

  it('403 for an account older than 7 days: invite credit cannot be farmed with old accounts', async () => {
    const veteran = await signUp(t, { username: 'veteran_u' });
    const { db } = t.database;
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - INVITE_CLAIM_WINDOW_MS - 60_000) })
      .where(eq(users.id, veteran.id));
    const res = await t.app.request(
      '/api/v1/users/invite-signup',
      jsonRequest('POST', { inviterId: bo.id }, veteran.headers),
    );
    expect(res.status).toBe(403);
    expect((await read(res)).error.code).toBe('INVITE_CLAIM_EXPIRED');
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, veteran.id));
    expect(profile?.invitedByUserId ?? null).toBeNull();
    expect(await db.select().from(follows).where(eq(follows.followerId, veteran.id))).toEqual([]);
  });

  it('400 without an inviter or for oneself, 404 for an unknown inviter, 401 anonymous', async () => {
    const none = await t.app.request('/api/v1/users/invite-signup', jsonRequest('POST', {}, bo.headers));
    expect((await read(none)).error.details[0]?.field).toBe('body.inviterId');
    const self = await t.app.request(
      '/api/v1/users/invite-signup',
      jsonRequest('POST', { inviterId: bo.id }, bo.headers),
    );
    expect(self.status).toBe(400);
    const unknown = await t.app.request(
      '/api/v1/users/invite-signup',
      jsonRequest('POST', { inviteCode: 'nobody_x' }, bo.headers),
    );
    expect(unknown.status).toBe(404);
    expect(
      (await t.app.request('/api/v1/users/invite-signup', jsonRequest('POST', { inviterId: ada.id }))).status,
    ).toBe(401);
  });
});

describe('POST /api/v1/users/sync-contacts', () => {
  it('stores hashes and answers the users whose e-mail or phone matches', async () => {
    const { db } = t.database;
    const byPhone = await makeUser(db, { phoneNumber: '+16175550142' });
    const res = await t.app.request(
      '/api/v1/users/sync-contacts',
      jsonRequest(
        'POST',
        {
          hashes: [
            sha256(bo.email.toLowerCase()),
            sha256('+16175550142').toUpperCase(),
            sha256('nobody@x.com'),
          ],
        },
        ada.headers,
      ),
    );
    expect(res.status).toBe(200);
    const result = (await read(res)) as unknown as { stored: number; matches: { user: { uid: string } }[] };
    expect(result.stored).toBe(3);
    expect(result.matches.map((m) => m.user.uid).sort()).toEqual([bo.id, byPhone.id].sort());
    // The contact is now a suggestion.
    const suggested = (await read(
      await t.app.request('/api/v1/follows/suggested', { headers: ada.headers }),
    )) as unknown as { items: { user: { uid: string }; isContact: boolean }[] };
    expect(suggested.items.find((i) => i.user.uid === byPhone.id)?.isContact).toBe(true);
  });

  it('400 naming the field for raw values or too many hashes, 401 anonymous', async () => {
    const raw = await t.app.request(
      '/api/v1/users/sync-contacts',
      jsonRequest('POST', { hashes: ['a@b.com'] }, ada.headers),
    );
    expect((await read(raw)).error.details[0]?.field).toBe('body.hashes.0');
    const many = Array.from({ length: MAX_CONTACT_HASHES + 1 }, (_, i) => sha256(String(i)));
    const tooMany = await t.app.request(
      '/api/v1/users/sync-contacts',
      jsonRequest('POST', { hashes: many }, ada.headers),
    );
    expect((await read(tooMany)).error.details[0]?.field).toBe('body.hashes');
    expect(
      (await t.app.request('/api/v1/users/sync-contacts', jsonRequest('POST', { hashes: [] }))).status,
    ).toBe(401);
  });
});

describe('sync-contacts budget of new hashes a day', () => {
  // An app of its own: sign-ups are limited per address, and the budgets start untouched.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const batch = (from: number) =>
    Array.from({ length: MAX_CONTACT_HASHES }, (_, i) => sha256(`contact-${from + i}@example.com`));
  const sync = (user: SignedUpUser, hashes: string[]) =>
    t.app.request('/api/v1/users/sync-contacts', jsonRequest('POST', { hashes }, user.headers));

  it('lets a verified account look up 2,000 new hashes a day, then 429 with Retry-After', async () => {
    const harvester = await signUp(t, { username: 'harvest_v' });
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, harvester.id));
    const perDay = ACCOUNT_BUDGETS['contact-hashes'].verified.perDay;
    for (let from = 0; from < perDay; from += MAX_CONTACT_HASHES) {
      expect((await sync(harvester, batch(from))).status).toBe(200);
    }
    const over = await sync(harvester, [sha256('one-more@example.com')]);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    const body = await read(over);
    expect(body.error).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: retryAfter } });
    // The refused hash was not stored.
    const stored = await t.database.db
      .select()
      .from(contactHashes)
      .where(eq(contactHashes.ownerId, harvester.id));
    expect(stored.length).toBe(perDay);
  });

  it(`looks up ${CONTACT_HASHES_PER_ADDRESS.limit.toLocaleString('en')} new hashes a day from one address, whichever accounts send them`, async () => {
    const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
    const syncFrom = (user: SignedUpUser, hashes: string[], address: string) =>
      t.app.request(
        '/api/v1/users/sync-contacts',
        jsonRequest('POST', { hashes }, user.headers),
        from(address),
      );
    const accounts: SignedUpUser[] = [];
    let next = 100_000;
    for (let sent = 0; sent < CONTACT_HASHES_PER_ADDRESS.limit; sent += MAX_CONTACT_HASHES) {
      if (sent % ACCOUNT_BUDGETS['contact-hashes'].verified.perDay === 0) {
        const account = await signUp(t);
        await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, account.id));
        accounts.push(account);
      }
      expect((await syncFrom(accounts.at(-1)!, batch(next), '192.0.2.44')).status).toBe(200);
      next += MAX_CONTACT_HASHES;
    }
    const last = accounts.at(-1)!;
    const over = await syncFrom(last, [sha256('address-over@example.com')], '192.0.2.44');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await read(over)).error.code).toBe('RATE_LIMITED');
    // The account still has budget of its own: from another address it goes on.
    expect((await syncFrom(last, [sha256('address-over@example.com')], '192.0.2.45')).status).toBe(200);
  });

  it('gives an unverified account 500 a day, and re-syncing known hashes costs nothing', async () => {
    const fresh = await signUp(t, { username: 'harvest_u' });
    expect((await sync(fresh, batch(10_000))).status).toBe(200);
    expect((await sync(fresh, batch(10_000))).status).toBe(200);
    const over = await sync(fresh, [sha256('another@example.com')]);
    expect(over.status).toBe(429);
    expect((await read(over)).error.message).toContain('verify your e-mail address or phone number');
  });
});

describe('GET /api/v1/push-notifications/auth-hash', () => {
  it("answers the HMAC-SHA256 of the caller's id", async () => {
    const res = await t.app.request('/api/v1/push-notifications/auth-hash', { headers: ada.headers });
    expect(await read(res)).toEqual({
      hash: createHmac('sha256', t.deps.config.authSecret).update(ada.id).digest('hex'),
    });
    expect((await t.app.request('/api/v1/push-notifications/auth-hash')).status).toBe(401);
  });
});
