import { createHash } from 'node:crypto';
import { follows } from '@happenings/db/follows';
import { makeUser } from '@happenings/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';

let t: TestApp;
let ada: SignedUpUser;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
type Page = { items: { user: { uid: string }; relationship: string }[]; nextCursor: string | null };

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t, { username: 'ada_contacts' });
  const { db } = t.database;
  const [friend, follower, following, stranger] = await Promise.all([
    makeUser(db, { email: 'friend@example.com' }),
    makeUser(db, { email: 'follower@example.com' }),
    makeUser(db, { phoneNumber: '+16175550177' }),
    makeUser(db, { email: 'Stranger@Example.com' }),
  ]);
  await makeUser(db, { email: 'not-in-contacts@example.com' });
  await db.insert(follows).values([
    { followerId: ada.id, followeeId: friend!.id },
    { followerId: friend!.id, followeeId: ada.id },
    { followerId: follower!.id, followeeId: ada.id },
    { followerId: ada.id, followeeId: following!.id },
  ]);
  ids = { friend: friend!.id, follower: follower!.id, following: following!.id, stranger: stranger!.id };
  const synced = await t.app.request(
    '/api/v1/users/sync-contacts',
    jsonRequest(
      'POST',
      {
        hashes: [
          sha256('friend@example.com'),
          sha256('follower@example.com'),
          sha256('+16175550177'),
          sha256('stranger@example.com'),
          sha256(ada.email.toLowerCase()),
          sha256('nobody@example.com'),
        ],
      },
      ada.headers,
    ),
  );
  expect(synced.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

let ids: Record<'friend' | 'follower' | 'following' | 'stranger', string>;

describe('GET /api/v1/contacts and /api/v1/contacts/count', () => {
  it('pages through the matched users with the relationship to each, never the caller', async () => {
    const seen: Page['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : '?limit=3';
      const res = await t.app.request(`/api/v1/contacts${query}`, { headers: ada.headers });
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page;
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    expect(Object.fromEntries(seen.map((item) => [item.user.uid, item.relationship]))).toEqual({
      [ids.friend]: 'friend',
      [ids.follower]: 'follower',
      [ids.following]: 'following',
      [ids.stranger]: 'none',
    });
    const count = await t.app.request('/api/v1/contacts/count', { headers: ada.headers });
    expect(await count.json()).toEqual({ count: 4 });
  });

  it('answers an empty list to someone who synced nothing', async () => {
    const bo = await signUp(t, { username: 'bo_contacts' });
    const res = await t.app.request('/api/v1/contacts', { headers: bo.headers });
    expect(await res.json()).toEqual({ items: [], nextCursor: null });
    expect(await (await t.app.request('/api/v1/contacts/count', { headers: bo.headers })).json()).toEqual({
      count: 0,
    });
  });

  it('401 anonymous, 400 naming query.cursor for a cursor it did not give out', async () => {
    expect((await t.app.request('/api/v1/contacts')).status).toBe(401);
    expect((await t.app.request('/api/v1/contacts/count')).status).toBe(401);
    const bad = await t.app.request('/api/v1/contacts?cursor=bm9wZQ', { headers: ada.headers });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { details: [{ field: 'query.cursor' }] } });
  });
});

describe('contact storage', () => {
  it('keeps hashes only: no contact table has an e-mail or phone column, and no stored value is one', async () => {
    const { db } = t.database;
    const columns = (await db.execute(
      sql`SELECT table_name, column_name FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name LIKE 'contact%'`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    expect([...new Set(columns.rows.map((row) => row.table_name))]).toEqual(['contact_hashes']);
    expect(columns.rows.filter((row) => /mail|phone|name/.test(row.column_name))).toEqual([]);
    const rows = (await db.execute(sql`SELECT owner_id, hash FROM contact_hashes`)) as unknown as {
      rows: { owner_id: string; hash: string }[];
    };
    expect(rows.rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows.rows) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.hash).not.toMatch(/@|\+1617/);
    }
  });
});

describe('DELETE /api/v1/contacts', () => {
  it('forgets the caller’s synced contacts: nobody is matched and a contact who joins later is not announced', async () => {
    const cy = await signUp(t, { username: 'cy_contacts' });
    const synced = await t.app.request(
      '/api/v1/users/sync-contacts',
      jsonRequest(
        'POST',
        { hashes: [sha256('friend@example.com'), sha256('later@example.com')] },
        cy.headers,
      ),
    );
    expect(synced.status).toBe(200);
    expect(await (await t.app.request('/api/v1/contacts/count', { headers: cy.headers })).json()).toEqual({
      count: 1,
    });

    const removed = await t.app.request('/api/v1/contacts', { method: 'DELETE', headers: cy.headers });
    expect(removed.status).toBe(204);
    expect(await (await t.app.request('/api/v1/contacts/count', { headers: cy.headers })).json()).toEqual({
      count: 0,
    });
    const kept = (await t.database.db.execute(
      sql`SELECT hash FROM contact_hashes WHERE owner_id = ${cy.id}`,
    )) as unknown as { rows: unknown[] };
    expect(kept.rows).toEqual([]);
    // Ada's address book is untouched.
    expect(await (await t.app.request('/api/v1/contacts/count', { headers: ada.headers })).json()).toEqual({
      count: 4,
    });
    // Again: nothing left, still 204.
    expect((await t.app.request('/api/v1/contacts', { method: 'DELETE', headers: cy.headers })).status).toBe(
      204,
    );
  });

  it('asks for a sign-in', async () => {
    expect((await t.app.request('/api/v1/contacts', { method: 'DELETE' })).status).toBe(401);
  });
});
