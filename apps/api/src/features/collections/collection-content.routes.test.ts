import { collectionItems } from '@happenings/db/collections';
import { experiences } from '@happenings/db/experiences';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { makePlace, makePost, makeRoundup } from '../discover/discover.fixtures.ts';
import { type Json, makeCollectionFixture, makeSend } from './collection.fixtures.ts';

let t: TestApp;
let owner: SignedUpUser;
let viewer: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  owner = await signUp(t, { username: 'content_owner' });
  viewer = await signUp(t, { username: 'content_viewer' });
  stranger = await signUp(t, { username: 'content_stranger' });
  await makeLocation(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const send = (...args: Parameters<ReturnType<typeof makeSend>>) => makeSend(t)(...args);

const published = () => makeExperience(t.database.db, { creatorId: stranger.id });
const ids = (page: Json) => page.items.map((item: Json) => item.itemId);

describe('collection content', () => {
  it('adds items at the end, once each, and reads them back with the items themselves', async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id, viewerIds: [viewer.id] });
    const url = `/api/v1/collections/${made.id}/content`;
    const [a, b] = [await published(), await published()];
    const post = await makePost(t.database.db, { userId: stranger.id });
    const place = await makePlace(t.database.db);
    const roundup = await makeRoundup(t.database.db, { creatorId: stranger.id });

    const first = await send('POST', url, owner, { itemId: a.id, type: 'experience' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      itemId: a.id,
      type: 'experience',
      position: 0,
      experience: { id: a.id },
    });
    expect((await send('POST', url, owner, { itemId: a.id, type: 'experience' })).status).toBe(200);
    for (const [itemId, type] of [
      [b.id, 'experience'],
      [post.id, 'post'],
      [place.id, 'place'],
      [roundup.id, 'crowd-sourced-roundup'],
    ]) {
      expect((await send('POST', url, owner, { itemId, type })).status).toBe(201);
    }

    const page = await send('GET', url, viewer);
    expect(page.status).toBe(200);
    expect(page.body.items.map((item: Json) => [item.type, item.position])).toEqual([
      ['experience', 0],
      ['experience', 1],
      ['post', 2],
      ['place', 3],
      ['crowd-sourced-roundup', 4],
    ]);
    expect(page.body.items[2].post.id).toBe(post.id);
    expect(page.body.items[3].place.id).toBe(place.id);
    expect(page.body.items[4].roundup.id).toBe(roundup.id);

    const firstTwo = await send('GET', `${url}?limit=2`, viewer);
    expect(ids(firstTwo.body)).toEqual([a.id, b.id]);
    const rest = await send('GET', `${url}?limit=2&cursor=${firstTwo.body.nextCursor}`, viewer);
    expect(ids(rest.body)).toEqual([post.id, place.id]);

    const info = await send('GET', `${url}/info`, viewer);
    expect(info.body).toEqual({
      itemsCount: 5,
      byType: { experience: 2, post: 1, 'crowd-sourced-roundup': 1, place: 1 },
      maxItems: COLLECTION_LIMITS.itemsPerCollection,
    });
    expect((await send('GET', `/api/v1/collections/${made.id}/information`, viewer)).body.itemsCount).toBe(5);
  });

  it('saves only items the owner may see, and refuses viewers (403) and strangers (404)', async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id, viewerIds: [viewer.id] });
    const url = `/api/v1/collections/${made.id}/content`;
    const othersDraft = await makeExperience(t.database.db, {
      creatorId: stranger.id,
      publishState: 'NOT_PUBLISHED',
    });
    const item = await published();
    expect((await send('POST', url, owner, { itemId: othersDraft.id, type: 'experience' })).status).toBe(404);
    expect((await send('POST', url, owner, { itemId: 'nothing', type: 'experience' })).status).toBe(404);
    expect((await send('POST', url, owner, { itemId: item.id, type: 'song' })).status).toBe(400);
    expect((await send('POST', url, viewer, { itemId: item.id, type: 'experience' })).status).toBe(403);
    expect((await send('POST', url, stranger, { itemId: item.id, type: 'experience' })).status).toBe(404);
    expect((await send('POST', url, null, { itemId: item.id, type: 'experience' })).status).toBe(401);
  });

  it("keeps the owner's own draft to the owner: other participants do not see it or count it", async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id, viewerIds: [viewer.id] });
    const url = `/api/v1/collections/${made.id}/content`;
    const draft = await makeExperience(t.database.db, { creatorId: owner.id, publishState: 'NOT_PUBLISHED' });
    const item = await published();
    expect((await send('POST', url, owner, { itemId: draft.id, type: 'experience' })).status).toBe(201);
    expect((await send('POST', url, owner, { itemId: item.id, type: 'experience' })).status).toBe(201);
    expect(ids((await send('GET', url, owner)).body)).toEqual([draft.id, item.id]);
    expect(ids((await send('GET', url, viewer)).body)).toEqual([item.id]);
    expect((await send('GET', `${url}/info`, viewer)).body.itemsCount).toBe(1);
  });

  it('reorders when the order names every item once, and refuses a stale order (409)', async () => {
    const [a, b, c] = [await published(), await published(), await published()];
    const made = await makeCollectionFixture(t.database.db, {
      ownerId: owner.id,
      viewerIds: [viewer.id],
      items: [{ itemId: a.id }, { itemId: b.id }, { itemId: c.id }],
    });
    const url = `/api/v1/collections/${made.id}/content`;
    const order = (...items: { id: string }[]) => ({
      items: items.map((item) => ({ itemId: item.id, type: 'experience' })),
    });
    const res = await send('PUT', url, owner, order(c, a, b));
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([c.id, a.id, b.id]);
    expect(ids((await send('GET', url, viewer)).body)).toEqual([c.id, a.id, b.id]);

    for (const stale of [order(a, b), order(a, b, c, c), order(a, b, { id: 'other' })]) {
      const refused = await send('PUT', url, owner, stale);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('CONTENT_CHANGED');
    }
    expect((await send('PUT', url, viewer, order(a, b, c))).status).toBe(403);
    expect(ids((await send('GET', url, viewer)).body)).toEqual([c.id, a.id, b.id]);
  });

  it('reorders around an item hidden from the owner (unpublished since it was saved): it keeps its place', async () => {
    const [a, b, c] = [await published(), await published(), await published()];
    const made = await makeCollectionFixture(t.database.db, {
      ownerId: owner.id,
      viewerIds: [viewer.id],
      items: [{ itemId: a.id }, { itemId: b.id }, { itemId: c.id }],
    });
    const url = `/api/v1/collections/${made.id}/content`;
    const before = ids((await send('GET', url, owner)).body);
    expect(before).toHaveLength(3);
    const [first, hidden, last] = before as [string, string, string];
    await t.database.db
      .update(experiences)
      .set({ publishState: 'NOT_PUBLISHED' })
      .where(eq(experiences.id, hidden));
    expect(ids((await send('GET', url, owner)).body)).toEqual([first, last]);

    const order = (...items: string[]) => ({
      items: items.map((itemId) => ({ itemId, type: 'experience' })),
    });
    const res = await send('PUT', url, owner, order(last, first));
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([last, first]);
    // Naming the hidden item is refused like any other wrong order: the owner cannot see it.
    expect((await send('PUT', url, owner, order(first, hidden, last))).status).toBe(409);
    const rows = await t.database.db
      .select()
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, made.collection.id))
      .orderBy(asc(collectionItems.position));
    expect(rows.map((row) => row.itemId)).toEqual([last, hidden, first]);
  });

  it('removes an item for everyone; a missing one is 404, and only the owner removes', async () => {
    const [a, b] = [await published(), await published()];
    const made = await makeCollectionFixture(t.database.db, {
      ownerId: owner.id,
      viewerIds: [viewer.id],
      items: [{ itemId: a.id }, { itemId: b.id }],
    });
    const url = `/api/v1/collections/${made.id}/content`;
    expect((await send('DELETE', `${url}/${a.id}`, viewer)).status).toBe(403);
    expect((await send('DELETE', `${url}/${a.id}?type=post`, owner)).status).toBe(404);
    expect((await send('DELETE', `${url}/${a.id}`, owner)).status).toBe(204);
    expect((await send('DELETE', `${url}/${a.id}`, owner)).status).toBe(404);
    expect(ids((await send('GET', url, viewer)).body)).toEqual([b.id]);
    expect((await send('GET', `/api/v1/collections/${made.id}/information`, viewer)).body.itemsCount).toBe(1);
  });

  it(`holds at most ${COLLECTION_LIMITS.itemsPerCollection} items (409 COLLECTION_ITEMS_FULL)`, async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id });
    await t.database.db.insert(collectionItems).values(
      Array.from({ length: COLLECTION_LIMITS.itemsPerCollection }, (_, i) => ({
        collectionId: made.collection.id,
        itemType: 'place',
        itemId: `filler-${i}`,
        position: i,
      })),
    );
    const res = await send('POST', `/api/v1/collections/${made.id}/content`, owner, {
      itemId: (await published()).id,
      type: 'experience',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'COLLECTION_ITEMS_FULL' });
    expect(res.body.error.message).toContain(String(COLLECTION_LIMITS.itemsPerCollection));
  });

  it('lets anyone read a community collection’s items, and nobody outside a private one’s', async () => {
    const item = await published();
    const open = await makeCollectionFixture(t.database.db, {
      ownerId: owner.id,
      isCommunity: true,
      items: [{ itemId: item.id }],
    });
    const closed = await makeCollectionFixture(t.database.db, {
      ownerId: owner.id,
      items: [{ itemId: item.id }],
    });
    expect(ids((await send('GET', `/api/v1/collections/${open.id}/content`, null)).body)).toEqual([item.id]);
    expect((await send('GET', `/api/v1/collections/${closed.id}/content`, null)).status).toBe(404);
    expect((await send('GET', `/api/v1/collections/${closed.id}/content`, stranger)).status).toBe(404);
    expect((await send('GET', `/api/v1/collections/${closed.id}/content/info`, stranger)).status).toBe(404);
  });
});
