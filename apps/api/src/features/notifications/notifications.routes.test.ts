import { collections } from '@happenings/db/collections';
import { experiences } from '@happenings/db/experiences';
import { createNotifications } from '@happenings/db/notifications';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { makeCollectionFixture } from '../collections/collection.fixtures.ts';
import { makePlace } from '../discover/discover.fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let t: TestApp;
let me: SignedUpUser;
let ana: SignedUpUser;
let bo: SignedUpUser;
let cy: SignedUpUser;

const soon = () => [
  { startsAt: new Date(Date.now() + 86_400_000), endsAt: new Date(Date.now() + 90_000_000) },
];

beforeAll(async () => {
  // Posting and follow limits have their own tests.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  await makeLocation(t.database.db);
  me = await signUp(t, { name: 'Mia', username: 'mia_n' });
  ana = await signUp(t, { name: 'Ana', username: 'ana_n' });
  bo = await signUp(t, { name: 'Bo', username: 'bo_n' });
  cy = await signUp(t, { name: 'Cy', username: 'cy_n' });
});
afterAll(async () => {
  await t?.close();
});

const send = (method: string, path: string, user: SignedUpUser | null, body?: unknown) =>
  t.app.request(
    path,
    body === undefined
      ? { method, headers: user?.headers ?? {} }
      : jsonRequest(method, body, user?.headers ?? {}),
  );

async function json(method: string, path: string, user: SignedUpUser | null, body?: unknown): Promise<Json> {
  const res = await send(method, path, user, body);
  expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300);
  return res.json();
}

const inbox = (user: SignedUpUser, query = '') => json('GET', `/api/v1/notifications${query}`, user);
const unread = (user: SignedUpUser) => json('GET', '/api/v1/notifications/unread-count', user);
const follow = (who: SignedUpUser, whom: SignedUpUser) =>
  json('POST', `/api/v1/follows/users/${whom.id}`, who);
const unfollow = (who: SignedUpUser, whom: SignedUpUser) =>
  json('DELETE', `/api/v1/follows/users/${whom.id}`, who);
const ofType = (page: Json, type: string) => page.items.filter((item: Json) => item.type === type);

describe('signed out', () => {
  it('answers 401 to every inbox call', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/notifications'],
      ['GET', '/api/v1/notifications/unread-count'],
      ['POST', '/api/v1/notifications/read'],
      ['POST', '/api/v1/notifications/some-id/read'],
      ['GET', '/api/v1/notifications/preferences'],
    ] as const) {
      expect((await send(method, path, null)).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('grouping and undo', () => {
  it('groups new followers into one notification, takes back an unfollow, and starts afresh once read', async () => {
    await follow(ana, me);
    await follow(bo, me);
    await follow(cy, me);
    await follow(cy, me);
    let [connected] = ofType(await inbox(me), 'CONNECTED');
    expect(connected).toMatchObject({
      kind: 'GENERAL',
      actorCount: 3,
      read: false,
      text: 'Cy and 2 others started following you',
      url: '/u/cy_n',
      subject: { type: 'USER', id: cy.id, title: 'Cy', slug: 'cy_n' },
    });
    expect(connected.actors.map((actor: Json) => actor.uid)).toEqual([cy.id, bo.id, ana.id]);
    expect((await unread(me)).count).toBe(1);

    // Undone before it was read: Cy leaves the group; the row now leads to the latest one left.
    await unfollow(cy, me);
    [connected] = ofType(await inbox(me), 'CONNECTED');
    expect(connected).toMatchObject({
      actorCount: 2,
      text: 'Bo and Ana started following you',
      url: '/u/bo_n',
    });

    await json('POST', `/api/v1/notifications/${connected.id}/read`, me);
    await follow(cy, me);
    const rows = ofType(await inbox(me), 'CONNECTED');
    expect(rows.map((row: Json) => [row.actorCount, row.read])).toEqual([
      [1, false],
      [2, true],
    ]);
    // Read, then undone: the read notification stays as it was.
    await unfollow(bo, me);
    expect(ofType(await inbox(me), 'CONNECTED').map((row: Json) => row.actorCount)).toEqual([1, 2]);
  });

  it('groups answers to a roundup per person, and cancels them as their comments are deleted', async () => {
    const asked = await json('POST', '/api/v1/crowd-sourced-roundups', me, {
      title: 'Best dumplings downtown?',
    });
    const path = `/api/v1/comments/crowd-sourced-roundup/${asked.id}`;
    const first = await json('POST', path, ana, { text: 'Gourmet Dumpling House' });
    const second = await json('POST', path, ana, { text: 'Also Dumpling Cafe' });
    const fromBo = await json('POST', path, bo, { text: 'Winsor Dim Sum' });
    await json('POST', path, me, { text: 'My own answer notifies nobody' });
    let [answered] = ofType(await inbox(me), 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP');
    expect(answered).toMatchObject({
      actorCount: 2,
      text: 'Bo and Ana answered your roundup “Best dumplings downtown?”',
      url: `/roundup/${asked.slug}`,
      subject: { type: 'CROWD_SOURCED_ROUNDUP', id: asked.id, slug: asked.slug },
    });

    await json('DELETE', `/api/v1/comments/${first.id}`, ana);
    [answered] = ofType(await inbox(me), 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP');
    expect(answered.actorCount).toBe(2);
    await json('DELETE', `/api/v1/comments/${second.id}`, ana);
    [answered] = ofType(await inbox(me), 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP');
    expect(answered).toMatchObject({
      actorCount: 1,
      text: 'Bo answered your roundup “Best dumplings downtown?”',
    });
    await json('DELETE', `/api/v1/comments/${fromBo.id}`, bo);
    expect(ofType(await inbox(me), 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP')).toEqual([]);
  });

  it('shows a reply with the start of the comment it answers and the page it is on', async () => {
    const event = await makeExperience(t.database.db, {
      name: 'Harbor Lights',
      creatorId: ana.id,
      occurrences: soon(),
    });
    const long = `Is there parking nearby? ${'Asking for a friend. '.repeat(10)}`;
    const mine = await json('POST', `/api/v1/comments/experience/${event.id}`, me, { text: long });
    await json('POST', `/api/v1/comments/comment/${mine.id}`, ana, { text: 'Yes, on Atlantic Ave.' });
    const [replied] = ofType(await inbox(me), 'REPLIED_TO_COMMENT');
    expect(replied).toMatchObject({
      text: 'Ana replied to your comment on “Harbor Lights”',
      url: `/event/${event.slug}`,
      subject: { type: 'COMMENT', id: mine.id, title: 'Harbor Lights', slug: event.slug },
    });
    expect(replied.subject.snippet.startsWith('Is there parking nearby? Asking for a friend.')).toBe(true);
    expect(replied.subject.snippet.length).toBeLessThanOrEqual(140);
    expect(replied.subject.snippet.endsWith('…')).toBe(true);
  });

  it('leads a reply on a place’s comments to the place’s page', async () => {
    const place = await makePlace(t.database.db, { name: 'Noodle Bar Notes' });
    const mine = await json('POST', `/api/v1/comments/place/${place.id}`, me, { text: 'Cash only?' });
    await json('POST', `/api/v1/comments/comment/${mine.id}`, ana, { text: 'Cards too.' });
    const replied = ofType(await inbox(me), 'REPLIED_TO_COMMENT').find(
      (notification: Json) => notification.subject.id === mine.id,
    );
    expect(replied).toMatchObject({
      url: `/place/${place.id}`,
      subject: { type: 'COMMENT', title: 'Noodle Bar Notes', slug: null, snippet: 'Cash only?' },
    });
  });
});

describe('read marks and counts', () => {
  it('counts per tab, marks one and all read, and refuses someone else’s notification', async () => {
    const reader = await signUp(t, { name: 'Reader', username: 'reader_n' });
    const event = await makeExperience(t.database.db, { name: 'Jazz Brunch', occurrences: soon() });
    await follow(ana, reader);
    await createNotifications(t.database.db, [
      {
        recipientId: reader.id,
        actorId: bo.id,
        type: 'CONNECTION_INTEREST',
        subjectType: 'EXPERIENCE',
        subjectId: event.id,
      },
    ]);
    expect(await unread(reader)).toEqual({ count: 2, general: 1, community: 1 });

    const community = await inbox(reader, '?kind=COMMUNITY');
    expect(community.items.map((item: Json) => [item.type, item.text, item.url])).toEqual([
      ['CONNECTION_INTEREST', 'Bo is interested in “Jazz Brunch”', `/event/${event.slug}`],
    ]);
    expect((await send('POST', `/api/v1/notifications/${community.items[0].id}/read`, ana)).status).toBe(404);
    expect(await json('POST', `/api/v1/notifications/${community.items[0].id}/read`, reader)).toEqual({
      count: 1,
      general: 1,
      community: 0,
    });
    // Idempotent.
    expect((await json('POST', `/api/v1/notifications/${community.items[0].id}/read`, reader)).count).toBe(1);

    await follow(bo, reader);
    expect(await json('POST', '/api/v1/notifications/read?kind=COMMUNITY', reader)).toMatchObject({
      general: 1,
    });
    expect(await json('POST', '/api/v1/notifications/read', reader)).toEqual({
      count: 0,
      general: 0,
      community: 0,
    });
    expect((await inbox(reader)).items.every((item: Json) => item.read)).toBe(true);
    expect((await send('POST', '/api/v1/notifications/read?kind=OTHER', reader)).status).toBe(400);
  });
});

describe('paging', () => {
  it('pages by cursor without repeating or skipping while new notifications arrive', async () => {
    const pager = await signUp(t, { name: 'Pager', username: 'pager_n' });
    const events = [];
    for (let i = 0; i < 7; i += 1) {
      events.push(await makeExperience(t.database.db, { name: `Show ${i}`, occurrences: soon() }));
    }
    const interest = (experienceId: string) =>
      createNotifications(t.database.db, [
        {
          recipientId: pager.id,
          actorId: ana.id,
          type: 'CONNECTION_INTEREST',
          subjectType: 'EXPERIENCE',
          subjectId: experienceId,
        },
      ]);
    for (const event of events) await interest(event.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Json = await inbox(pager, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item: Json) => item.subject.title));
      cursor = page.nextCursor;
      pages += 1;
      // Something new arrives after the first page: it joins the top, not a later page.
      if (pages === 1) {
        await interest((await makeExperience(t.database.db, { name: 'Late show', occurrences: soon() })).id);
      }
    } while (cursor);
    expect(seen).toEqual(['Show 6', 'Show 5', 'Show 4', 'Show 3', 'Show 2', 'Show 1', 'Show 0']);
    expect((await inbox(pager, '?limit=1')).items[0].subject.title).toBe('Late show');
    expect((await send('GET', '/api/v1/notifications?cursor=not-a-cursor', pager)).status).toBe(400);
    expect((await send('GET', '/api/v1/notifications?limit=51', pager)).status).toBe(400);
  });
});

describe('visibility of subjects', () => {
  it('leaves out (and does not count) notifications about what the recipient may no longer see', async () => {
    const viewer = await signUp(t, { name: 'Viewer', username: 'viewer_n' });
    const { db } = t.database;
    const event = await makeExperience(db, { name: 'Soon a draft', creatorId: ana.id, occurrences: soon() });
    await createNotifications(db, [
      {
        recipientId: viewer.id,
        actorId: bo.id,
        type: 'CONNECTION_INTEREST',
        subjectType: 'EXPERIENCE',
        subjectId: event.id,
      },
    ]);
    const shared = await makeCollectionFixture(db, {
      ownerId: ana.id,
      isCommunity: true,
      name: 'Brunch spots',
      shareWith: [viewer.id],
    });
    const invited = await makeCollectionFixture(db, {
      ownerId: bo.id,
      name: 'Secret list',
      inviteeIds: [viewer.id],
    });
    let page = await inbox(viewer);
    expect(page.items.map((item: Json) => [item.type, item.url]).sort()).toEqual(
      [
        ['CONNECTION_INTEREST', `/event/${event.slug}`],
        ['INVITED_TO_COLLECTION', '/collections'],
        ['SHARED_COLLECTION', `/collection/${shared.id}`],
      ].sort(),
    );
    expect(ofType(page, 'INVITED_TO_COLLECTION')[0].text).toBe(
      'Bo invited you to the collection “Secret list”',
    );
    expect((await unread(viewer)).count).toBe(3);

    // The event becomes a draft, the shared collection private, the invite withdrawn by its owner.
    await db.update(experiences).set({ publishState: 'NOT_PUBLISHED' }).where(eq(experiences.id, event.id));
    await db.update(collections).set({ isCommunity: false }).where(eq(collections.documentId, shared.id));
    await json('DELETE', `/api/v1/collections/${invited.id}/invites/${invited.inviteIds[0]}`, bo);
    page = await inbox(viewer);
    expect(page.items).toEqual([]);
    expect(await unread(viewer)).toEqual({ count: 0, general: 0, community: 0 });

    // Published again: the notification is back.
    await db.update(experiences).set({ publishState: 'PUBLISHED' }).where(eq(experiences.id, event.id));
    expect((await unread(viewer)).count).toBe(1);
  });
});
