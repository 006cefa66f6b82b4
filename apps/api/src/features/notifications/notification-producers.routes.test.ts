/**
 * CONNECTION_INTEREST and ADDED_TO_COLLECTION produced by the calls that cause them (spec §3): the right people,
 * once, grouped, and taken back when the action is undone before it is read.
 */
import { notifications } from '@happenings/db/notifications';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_FAN_OUT_JOB } from '../../jobs/notification-fan-out.job.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { makeCollectionFixture } from '../collections/collection.fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

let t: TestApp;

beforeAll(async () => {
  // Interest and follow limits have their own tests.
  // As the server runs: CONNECTION_INTEREST is written by the fan-out job.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' }, withJobs: true });
  await makeLocation(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function json(method: string, path: string, user: SignedUpUser, body?: unknown): Promise<Json> {
  const res = await t.app.request(
    path,
    body === undefined ? { method, headers: user.headers } : jsonRequest(method, body, user.headers),
  );
  expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300);
  return res.status === 204 ? null : res.json();
}

const soon = () => [
  { startsAt: new Date(Date.now() + 86_400_000), endsAt: new Date(Date.now() + 90_000_000) },
];
const follow = (who: SignedUpUser, whom: SignedUpUser) =>
  json('POST', `/api/v1/follows/users/${whom.id}`, who);
async function markInterest(who: SignedUpUser, eventId: string): Promise<void> {
  await json('POST', `/api/v1/interested/experience/${eventId}`, who);
  await t.jobs!.engine.waitForIdle(NOTIFICATION_FAN_OUT_JOB);
}
const unmarkInterest = (who: SignedUpUser, eventId: string) =>
  json('DELETE', `/api/v1/interested/experience/${eventId}`, who);
const inboxOf = async (user: SignedUpUser, type: string): Promise<Json[]> =>
  (await json('GET', '/api/v1/notifications', user)).items.filter((item: Json) => item.type === type);

/** Every stored notification of the type about the subject, whoever it went to. */
const stored = (type: string, subjectId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, type), eq(notifications.subjectId, subjectId)));

describe('CONNECTION_INTEREST', () => {
  it('tells each follower, once, when someone marks interest in a published event; nobody else', async () => {
    const ana = await signUp(t, { name: 'Ana' });
    const bo = await signUp(t, { name: 'Bo' });
    const cy = await signUp(t, { name: 'Cy' });
    const stranger = await signUp(t, { name: 'Stranger' });
    await follow(bo, ana);
    await follow(cy, ana);
    // Ana following someone back does not make them hear of her interests.
    await follow(ana, stranger);
    const event = await makeExperience(t.database.db, { name: 'Jazz on the Esplanade', occurrences: soon() });

    await markInterest(ana, event.id);
    await markInterest(ana, event.id);
    const rows = await stored('CONNECTION_INTEREST', event.id);
    expect(rows.map((row) => row.recipientId).sort()).toEqual([bo.id, cy.id].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: 'COMMUNITY',
        subjectType: 'EXPERIENCE',
        actorId: ana.id,
        actorCount: 1,
      });
    }
    const [seen] = await inboxOf(bo, 'CONNECTION_INTEREST');
    expect(seen).toMatchObject({
      kind: 'COMMUNITY',
      text: 'Ana is interested in “Jazz on the Esplanade”',
      url: `/event/${event.slug}`,
      subject: { type: 'EXPERIENCE', id: event.id },
    });
    expect(await inboxOf(ana, 'CONNECTION_INTEREST')).toEqual([]);
    expect(await inboxOf(stranger, 'CONNECTION_INTEREST')).toEqual([]);
  });

  it('groups everyone a follower follows per event, and takes each back on un-marking until it is read', async () => {
    const me = await signUp(t, { name: 'Mia' });
    const [ana, bo, cy] = [
      await signUp(t, { name: 'Ana' }),
      await signUp(t, { name: 'Bo' }),
      await signUp(t, { name: 'Cy' }),
    ];
    for (const person of [ana, bo, cy]) await follow(me, person);
    const jazz = await makeExperience(t.database.db, { name: 'Jazz', occurrences: soon() });
    const gala = await makeExperience(t.database.db, { name: 'Gala', occurrences: soon() });
    for (const person of [ana, bo, cy]) await markInterest(person, jazz.id);
    await markInterest(ana, gala.id);

    let grouped = await inboxOf(me, 'CONNECTION_INTEREST');
    expect(grouped.map((item) => [item.subject.id, item.actorCount, item.text])).toEqual([
      [gala.id, 1, 'Ana is interested in “Gala”'],
      [jazz.id, 3, 'Cy and 2 others are interested in “Jazz”'],
    ]);

    await unmarkInterest(cy, jazz.id);
    grouped = await inboxOf(me, 'CONNECTION_INTEREST');
    expect(grouped.find((item) => item.subject.id === jazz.id).text).toBe(
      'Bo and Ana are interested in “Jazz”',
    );
    await unmarkInterest(bo, jazz.id);
    await unmarkInterest(ana, jazz.id);
    // Everyone took it back before it was read: as if it never happened.
    expect((await stored('CONNECTION_INTEREST', jazz.id)).filter((row) => row.recipientId === me.id)).toEqual(
      [],
    );

    // Once read, an un-mark leaves it as it was read.
    const [gathered] = await inboxOf(me, 'CONNECTION_INTEREST');
    await json('POST', `/api/v1/notifications/${gathered.id}/read`, me);
    await unmarkInterest(ana, gala.id);
    expect((await inboxOf(me, 'CONNECTION_INTEREST')).map((item) => [item.actorCount, item.read])).toEqual([
      [1, true],
    ]);
  });

  it('says nothing of a draft, nor to a follower who turned the type off', async () => {
    const ana = await signUp(t, { name: 'Ana' });
    const bo = await signUp(t, { name: 'Bo' });
    const cy = await signUp(t, { name: 'Cy' });
    await follow(bo, ana);
    await follow(cy, ana);
    const draft = await makeExperience(t.database.db, {
      creatorId: ana.id,
      publishState: 'NOT_PUBLISHED',
      occurrences: soon(),
    });
    await markInterest(ana, draft.id);
    expect(await stored('CONNECTION_INTEREST', draft.id)).toEqual([]);

    await json('PUT', '/api/v1/notifications/preferences', cy, {
      items: [{ type: 'CONNECTION_INTEREST', inApp: false, email: false }],
    });
    const event = await makeExperience(t.database.db, { occurrences: soon() });
    await markInterest(ana, event.id);
    expect((await stored('CONNECTION_INTEREST', event.id)).map((row) => row.recipientId)).toEqual([bo.id]);
  });
});

describe('ADDED_TO_COLLECTION', () => {
  it('tells the other participants once per collection, and takes it back when what was added is removed', async () => {
    const owner = await signUp(t, { name: 'Olga' });
    const viewers = [await signUp(t, { name: 'Vic' }), await signUp(t, { name: 'Wes' })];
    const outsider = await signUp(t, { name: 'Out' });
    const made = await makeCollectionFixture(t.database.db, {
      ownerId: owner.id,
      name: 'Brunch spots',
      viewerIds: viewers.map((viewer) => viewer.id),
    });
    const first = await makeExperience(t.database.db, { occurrences: soon() });
    const second = await makeExperience(t.database.db, { occurrences: soon() });
    const content = `/api/v1/collections/${made.id}/content`;

    await json('POST', content, owner, { itemId: first.id, type: 'experience' });
    await json('POST', content, owner, { itemId: second.id, type: 'experience' });
    // Already in: no second notification.
    await json('POST', content, owner, { itemId: second.id, type: 'experience' });
    const rows = await stored('ADDED_TO_COLLECTION', made.id);
    expect(rows.map((row) => row.recipientId).sort()).toEqual(viewers.map((viewer) => viewer.id).sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: 'GENERAL',
        subjectType: 'COLLECTION',
        actorId: owner.id,
        actorCount: 1,
      });
    }
    const [seen] = await inboxOf(viewers[0]!, 'ADDED_TO_COLLECTION');
    expect(seen).toMatchObject({
      text: 'Olga added to “Brunch spots”',
      url: `/collection/${made.id}`,
      subject: { type: 'COLLECTION', id: made.id },
    });
    expect(await inboxOf(owner, 'ADDED_TO_COLLECTION')).toEqual([]);
    expect(await inboxOf(outsider, 'ADDED_TO_COLLECTION')).toEqual([]);

    // One item of the owner's is left: the notification still stands for it.
    await json('DELETE', `${content}/${first.id}?type=experience`, owner);
    expect(await stored('ADDED_TO_COLLECTION', made.id)).toHaveLength(2);
    await json('DELETE', `${content}/${second.id}?type=experience`, owner);
    expect(await stored('ADDED_TO_COLLECTION', made.id)).toEqual([]);
  });
});
