import { notifications } from '@happenings/db/notifications';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { type Json, makeCollectionFixture, makeSend } from './collection.fixtures.ts';

let t: TestApp;
let owner: SignedUpUser;
let ann: SignedUpUser;
let ben: SignedUpUser;
let cat: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  owner = await signUp(t, { username: 'community_owner' });
  ann = await signUp(t, { username: 'community_ann' });
  ben = await signUp(t, { username: 'community_ben' });
  cat = await signUp(t, { username: 'community_cat' });
  await makeLocation(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const send = (...args: Parameters<ReturnType<typeof makeSend>>) => makeSend(t)(...args);

const base = (id: string) => `/api/v1/collections/community/${id}`;
const share = (id: string, who: SignedUpUser, userIds: string[]) =>
  send('POST', `${base(id)}/shares`, who, { userIds });

describe('sharing a community collection (spec §4: PENDING, then ACCEPTED or DISMISSED)', () => {
  it('shares with people who do not take part yet, once while pending, and notifies each', async () => {
    const made = await makeCollectionFixture(t.database.db, {
      ownerId: owner.id,
      isCommunity: true,
      viewerIds: [cat.id],
    });
    // Anyone who can see it may share it, not only its participants.
    const res = await share(made.id, ann, [ben.id, cat.id, ann.id, 'nobody']);
    expect(res.status).toBe(201);
    expect(res.body.items.map((item: Json) => [item.receiver.uid, item.status])).toEqual([
      [ben.id, 'PENDING'],
    ]);
    expect(res.body.items[0]).toMatchObject({ collectionId: made.id, sender: { uid: ann.id } });
    expect((await share(made.id, ann, [ben.id])).body.items).toEqual([]);
    const sent = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, ben.id));
    expect(sent.filter((row) => row.type === 'SHARED_COLLECTION')).toHaveLength(1);

    const mine = await send('GET', `${base(made.id)}/shares`, ann);
    expect(mine.body.items.map((item: Json) => item.receiver.uid)).toEqual([ben.id]);
    expect((await send('GET', `${base(made.id)}/shares`, owner)).body.items).toEqual([]);

    const statuses = await send(
      'GET',
      `${base(made.id)}/share-receivers-status?userIds=${ben.id},${cat.id}`,
      ann,
    );
    expect(statuses.body.items.map((row: Json) => [row.user.uid, row.status, row.isParticipant])).toEqual([
      [ben.id, 'PENDING', false],
      [cat.id, null, true],
    ]);
    expect((await send('GET', `${base(made.id)}/share-receivers-status`, ann)).status).toBe(400);
  });

  it('joins on the receiver’s word (ACCEPTED), after which the share cannot be dismissed', async () => {
    const made = await makeCollectionFixture(t.database.db, {
      ownerId: owner.id,
      isCommunity: true,
      shareWith: [ben.id],
    });
    const pending = await send('GET', '/api/v1/collections/pending-invites-and-shares', ben);
    expect(pending.body.shares.map((entry: Json) => [entry.share.id, entry.collection.id])).toContainEqual([
      made.shareIds[0],
      made.id,
    ]);
    const joined = await send('POST', `${base(made.id)}/join`, ben);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id: made.id, role: 'VIEWER', participantsCount: 2 });
    expect((await send('POST', `${base(made.id)}/join`, ben)).status).toBe(200);
    const late = await send('PATCH', `${base(made.id)}/shares/${made.shareIds[0]}/dismiss`, ben);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SHARE_ANSWERED');
    const after = await send('GET', '/api/v1/collections/pending-invites-and-shares', ben);
    expect(after.body.shares.map((entry: Json) => entry.share.id)).not.toContain(made.shareIds[0]);
    // A viewer of a community collection still cannot change it.
    expect((await send('PUT', `/api/v1/collections/${made.id}`, ben, { name: 'x' })).status).toBe(403);
    expect((await send('POST', `/api/v1/collections/${made.id}/leave`, ben)).body.outcome).toBe('LEFT');
  });

  it('lets only the receiver dismiss a share, once (403 to its sender, 404 to anyone else)', async () => {
    const made = await makeCollectionFixture(t.database.db, {
      ownerId: owner.id,
      isCommunity: true,
      shareWith: [ann.id],
    });
    const url = `${base(made.id)}/shares/${made.shareIds[0]}/dismiss`;
    expect((await send('PATCH', url, owner)).status).toBe(403);
    expect((await send('PATCH', url, ben)).status).toBe(404);
    const dismissed = await send('PATCH', url, ann);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.status).toBe('DISMISSED');
    expect((await send('PATCH', url, ann)).status).toBe(409);
    // Dismissed, not accepted: joining later is still possible, and the share stays DISMISSED.
    expect((await send('POST', `${base(made.id)}/join`, ann)).status).toBe(200);
    const other = await makeCollectionFixture(t.database.db, { ownerId: owner.id, isCommunity: true });
    expect((await send('PATCH', `${base(other.id)}/shares/${made.shareIds[0]}/dismiss`, ann)).status).toBe(
      404,
    );
  });

  it('is only for community collections: a private one is 404 to outsiders, 409 to its participants', async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: owner.id, viewerIds: [ann.id] });
    for (const [method, path, body] of [
      ['POST', '/join', undefined],
      ['POST', '/shares', { userIds: [cat.id] }],
      ['GET', '/shares', undefined],
      ['GET', `/share-receivers-status?userIds=${cat.id}`, undefined],
    ] as const) {
      expect((await send(method, `${base(made.id)}${path}`, ben, body)).status).toBe(404);
    }
    expect((await send('POST', `${base(made.id)}/join`, ann)).body.error.code).toBe('NOT_COMMUNITY');
    expect((await share(made.id, owner, [cat.id])).body.error.code).toBe('NOT_COMMUNITY');
    expect((await send('POST', `${base(made.id)}/join`, null)).status).toBe(401);
  });
});

describe('private collections stay out of every list, search and stream', () => {
  it('shows community collections to everyone and private ones to nobody outside them', async () => {
    const db = t.database.db;
    const item = await makeExperience(db, { creatorId: owner.id });
    const open = await makeCollectionFixture(db, {
      ownerId: owner.id,
      isCommunity: true,
      name: 'Harbour walks public',
      items: [{ itemId: item.id }],
    });
    const closed = await makeCollectionFixture(db, {
      ownerId: owner.id,
      name: 'Harbour walks secret',
      viewerIds: [ann.id],
      items: [{ itemId: item.id }],
    });
    const idsOf = (page: Json | undefined) => (page?.items ?? []).map((entry: Json) => entry.id);

    for (const who of [null, ben]) {
      const stream = await send(
        'GET',
        '/api/v1/discover/community-collections?location=boston-ma&limit=50',
        who,
      );
      expect(idsOf(stream.body)).toContain(open.id);
      expect(idsOf(stream.body)).not.toContain(closed.id);
      const found = await send('GET', '/api/v1/search?q=harbour%20walks&type=collections', who);
      expect(idsOf(found.body.collections)).toEqual([open.id]);
      const root = await send('GET', '/api/v1/discover?location=boston-ma', who);
      expect(JSON.stringify(root.body)).not.toContain(closed.id);
    }
    // Even its participants find it only in their own list, never in public ones.
    const annSearch = await send('GET', '/api/v1/search?q=harbour%20walks&type=collections', ann);
    expect(idsOf(annSearch.body.collections)).toEqual([open.id]);
    expect(idsOf((await send('GET', '/api/v1/collections/list', ann)).body)).toContain(closed.id);
    expect(idsOf((await send('GET', '/api/v1/collections/list', ben)).body)).not.toContain(closed.id);

    // Every read of it is 404 to outsiders, exactly like a collection that does not exist.
    for (const path of ['information', 'participants', 'content', 'content/info']) {
      for (const who of [null, ben]) {
        const res = await send('GET', `/api/v1/collections/${closed.id}/${path}`, who);
        const missing = await send('GET', `/api/v1/collections/no-such-collection/${path}`, who);
        expect(res).toEqual(missing);
        expect(res.status).toBe(404);
      }
    }
  });
});
