import { makeExperience, makeLocation } from '@happenings/db/testing';
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { type Json, makeCollectionFixture, makeSend } from './collection.fixtures.ts';

let t: TestApp;
let ada: SignedUpUser;
let bo: SignedUpUser;
let cy: SignedUpUser;
let dee: SignedUpUser;

beforeAll(async () => {
  // Sign-up limits are not what these tests are about.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  ada = await signUp(t, { username: 'ada_c' });
  bo = await signUp(t, { username: 'bo_c' });
  cy = await signUp(t, { username: 'cy_c' });
  dee = await signUp(t, { username: 'dee_c' });
  await makeLocation(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const send = (...args: Parameters<ReturnType<typeof makeSend>>) => makeSend(t)(...args);

const create = (who: SignedUpUser, body: Json) => send('POST', '/api/v1/collections', who, body);

describe('POST /api/v1/collections', () => {
  it('creates a private collection owned by the caller', async () => {
    const res = await create(ada, { name: '  Date nights  ', description: 'Where to go' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Date nights',
      description: 'Where to go',
      isCommunity: false,
      role: 'OWNER',
      isParticipant: true,
      participantsCount: 1,
      itemsCount: 0,
      items: [],
      location: null,
    });
    expect(res.body.collectionOwner).toMatchObject({ uid: ada.id, role: 'OWNER' });
  });

  it.each([
    ['an empty name', { name: '   ' }, 'body.name'],
    ['a long name', { name: 'x'.repeat(COLLECTION_LIMITS.nameLength + 1) }, 'body.name'],
    ['a NUL in the name', { name: 'a\u0000b' }, 'body.name'],
    ['a long description', { name: 'ok', description: 'x'.repeat(501) }, 'body.description'],
    ['an unknown location', { name: 'ok', location: 'paris' }, 'body.location'],
  ])('refuses %s (400 naming the field)', async (_what, body, field) => {
    const res = await create(ada, body);
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it('needs a signed-in caller', async () => {
    expect((await create(null as unknown as SignedUpUser, { name: 'x' })).status).toBe(401);
  });
});

describe('information, update and delete', () => {
  it('shows a private collection to its participants only: 404 to anyone else, signed in or not', async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: ada.id, viewerIds: [bo.id] });
    const url = `/api/v1/collections/${made.id}/information`;
    expect((await send('GET', url, ada)).body.role).toBe('OWNER');
    expect((await send('GET', url, bo)).body).toMatchObject({ role: 'VIEWER', participantsCount: 2 });
    const stranger = await send('GET', url, cy);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.code).toBe('NOT_FOUND');
    expect((await send('GET', url, null)).status).toBe(404);
    // Exactly what a collection that does not exist answers.
    const missing = await send('GET', '/api/v1/collections/no-such-collection/information', cy);
    expect(missing).toEqual(stranger);
  });

  it('shows a community collection to anyone, with no role for outsiders', async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: ada.id, isCommunity: true });
    const url = `/api/v1/collections/${made.id}/information`;
    expect((await send('GET', url, null)).body).toMatchObject({
      role: null,
      isParticipant: false,
      isCommunity: true,
    });
    expect((await send('GET', url, cy)).body.role).toBeNull();
  });

  it('lets only the owner rename it or make it public (a viewer gets 403, a stranger 404)', async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: ada.id, viewerIds: [bo.id] });
    const url = `/api/v1/collections/${made.id}`;
    expect((await send('PUT', url, bo, { name: 'Mine now' })).status).toBe(403);
    expect((await send('PUT', url, cy, { name: 'Mine now' })).status).toBe(404);
    expect((await send('PUT', url, ada, {})).status).toBe(400);
    const res = await send('PUT', url, ada, { name: 'Renamed', isCommunity: true, location: 'boston-ma' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', isCommunity: true, location: 'boston-ma' });
    // Now public: a stranger may read it, still not change it.
    expect((await send('GET', `${url}/information`, cy)).status).toBe(200);
    expect((await send('PUT', url, cy, { name: 'x' })).status).toBe(403);
  });

  it('lets only the owner delete it, with everything in it', async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: ada.id, viewerIds: [bo.id] });
    const url = `/api/v1/collections/${made.id}`;
    expect((await send('DELETE', url, bo)).status).toBe(403);
    expect((await send('DELETE', url, ada)).status).toBe(204);
    expect((await send('GET', `${url}/information`, ada)).status).toBe(404);
    expect((await send('GET', `${url}/information`, bo)).status).toBe(404);
  });
});

describe('GET /api/v1/collections/list and participants/has-editable', () => {
  it("lists the caller's collections with their role, and which hold an item", async () => {
    const lister = await signUp(t);
    const experience = await makeExperience(t.database.db, { creatorId: ada.id });
    const owned = await makeCollectionFixture(t.database.db, {
      ownerId: lister.id,
      name: 'Owned',
      items: [{ itemId: experience.id }],
    });
    const joined = await makeCollectionFixture(t.database.db, { ownerId: ada.id, viewerIds: [lister.id] });
    await makeCollectionFixture(t.database.db, { ownerId: ada.id, name: 'Not mine' });

    const all = await send('GET', '/api/v1/collections/list', lister);
    expect(all.status).toBe(200);
    expect(all.body.items.map((item: Json) => [item.id, item.role]).sort()).toEqual(
      [
        [owned.id, 'OWNER'],
        [joined.id, 'VIEWER'],
      ].sort(),
    );
    const picker = await send(
      'GET',
      `/api/v1/collections/list?role=OWNER&itemType=experience&itemId=${experience.id}`,
      lister,
    );
    expect(picker.body.items).toHaveLength(1);
    expect(picker.body.items[0]).toMatchObject({ id: owned.id, hasItem: true, itemsCount: 1 });
    expect((await send('GET', '/api/v1/collections/list?itemId=x', lister)).status).toBe(400);

    const paged = await send('GET', '/api/v1/collections/list?limit=1', lister);
    expect(paged.body.items).toHaveLength(1);
    const next = await send(
      'GET',
      `/api/v1/collections/list?limit=1&cursor=${paged.body.nextCursor}`,
      lister,
    );
    expect(next.body.items).toHaveLength(1);
    expect(next.body.nextCursor).toBeNull();

    expect((await send('GET', '/api/v1/collections/participants/has-editable', lister)).body).toEqual({
      hasEditable: true,
      editableCount: 1,
    });
    const newcomer = await signUp(t);
    expect((await send('GET', '/api/v1/collections/participants/has-editable', newcomer)).body).toEqual({
      hasEditable: false,
      editableCount: 0,
    });
    // Joining someone's collection gives nothing to add to: viewers do not edit.
    await makeCollectionFixture(t.database.db, { ownerId: ada.id, viewerIds: [newcomer.id] });
    expect(
      (await send('GET', '/api/v1/collections/participants/has-editable', newcomer)).body.hasEditable,
    ).toBe(false);
  });
});

describe('participants', () => {
  it('lists the owner first, then people in the order they joined, with their photos', async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: ada.id, viewerIds: [bo.id, cy.id] });
    const res = await send('GET', `/api/v1/collections/${made.id}/participants`, bo);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((item: Json) => [item.uid, item.role])).toEqual([
      [ada.id, 'OWNER'],
      [bo.id, 'VIEWER'],
      [cy.id, 'VIEWER'],
    ]);
    for (const item of res.body.items) expect(item.photoURL).toMatch(/^http/);
  });

  it('lets the owner remove a viewer, not themselves; nobody else removes anyone', async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: ada.id, viewerIds: [bo.id, cy.id] });
    const url = (userId: string) => `/api/v1/collections/${made.id}/participants/${userId}`;
    expect((await send('DELETE', url(cy.id), bo)).status).toBe(403);
    expect((await send('DELETE', url(ada.id), ada)).status).toBe(400);
    expect((await send('DELETE', url(dee.id), ada)).status).toBe(404);
    expect((await send('DELETE', url(cy.id), ada)).status).toBe(204);
    // Removed: the private collection is hidden from them again.
    expect((await send('GET', `/api/v1/collections/${made.id}/information`, cy)).status).toBe(404);
  });
});

describe('POST /api/v1/collections/{id}/leave', () => {
  const leave = (id: string, who: SignedUpUser, body?: Json) =>
    send('POST', `/api/v1/collections/${id}/leave`, who, body);

  it('lets a viewer leave', async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: ada.id, viewerIds: [bo.id] });
    expect((await leave(made.id, bo)).body).toEqual({ outcome: 'LEFT', newOwner: null });
    expect((await send('GET', `/api/v1/collections/${made.id}/information`, bo)).status).toBe(404);
    // Gone from the collection: leaving again is not allowed (it is hidden from them now).
    expect((await leave(made.id, bo)).status).toBe(404);
  });

  it('hands an owner’s collection to the viewer who joined first, or to the one named', async () => {
    const first = await makeCollectionFixture(t.database.db, { ownerId: ada.id, viewerIds: [bo.id, cy.id] });
    const res = await leave(first.id, ada);
    expect(res.body).toMatchObject({ outcome: 'OWNERSHIP_TRANSFERRED', newOwner: { uid: bo.id } });
    const info = await send('GET', `/api/v1/collections/${first.id}/information`, bo);
    expect(info.body).toMatchObject({ role: 'OWNER', participantsCount: 2, collectionOwner: { uid: bo.id } });
    expect((await send('PUT', `/api/v1/collections/${first.id}`, bo, { name: 'Bo’s now' })).status).toBe(200);
    expect((await send('GET', `/api/v1/collections/${first.id}/information`, ada)).status).toBe(404);

    const named = await makeCollectionFixture(t.database.db, { ownerId: ada.id, viewerIds: [bo.id, cy.id] });
    expect((await leave(named.id, ada, { newOwnerId: dee.id })).status).toBe(400);
    expect((await leave(named.id, ada, { newOwnerId: cy.id })).body.newOwner.uid).toBe(cy.id);
  });

  it('deletes the collection when its owner was the only one in it', async () => {
    const made = await makeCollectionFixture(t.database.db, { ownerId: ada.id });
    expect((await leave(made.id, ada)).body).toEqual({ outcome: 'DELETED', newOwner: null });
    expect((await send('GET', `/api/v1/collections/${made.id}/information`, ada)).status).toBe(404);
  });

  it('is refused to a stranger of a community collection (403) and of a private one (404)', async () => {
    const open = await makeCollectionFixture(t.database.db, { ownerId: ada.id, isCommunity: true });
    const closed = await makeCollectionFixture(t.database.db, { ownerId: ada.id });
    expect((await leave(open.id, cy)).status).toBe(403);
    expect((await leave(closed.id, cy)).status).toBe(404);
  });
});
