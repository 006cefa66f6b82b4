/**
 * Sending an event to people (spec §3 SHARED_EXPERIENCE, INVITED_TO_EXPERIENCE) through the API: each person
 * named gets exactly one notification of the right type, subject and kind, the sender none; bad lists are 400s
 * naming the field; drafts stay hidden; the hourly budget is one for every API process.
 */
import { experiences } from '@happenings/db/experiences';
import { notifications } from '@happenings/db/notifications';
import { makeExperience, makeLocation, makeUser } from '@happenings/db/testing';
import { EXPERIENCE_SEND_LIMITS } from '@happenings/domain/constants';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createDatabaseRateLimiter } from '../../rate-limit/rate-limiter.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';

// biome-ignore lint/suspicious/noExplicitAny: test assertions walk untyped response bodies
type Json = any;

const soon = () => [
  { startsAt: new Date(Date.now() + 86_400_000), endsAt: new Date(Date.now() + 90_000_000) },
];

let t: TestApp;
let ana: SignedUpUser;
let bo: SignedUpUser;
let cy: SignedUpUser;
let di: SignedUpUser;
let gala: { id: string; name: string; slug: string };

beforeAll(async () => {
  // The budget has its own test below, on apps of its own.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  const { db } = t.database;
  await makeLocation(db);
  ana = await signUp(t, { name: 'Ana', username: 'ana_s' });
  bo = await signUp(t, { name: 'Bo', username: 'bo_s' });
  cy = await signUp(t, { name: 'Cy', username: 'cy_s' });
  di = await signUp(t, { name: 'Di', username: 'di_s' });
  gala = await makeExperience(db, { name: 'Harbor Gala', occurrences: soon() });
});

afterAll(async () => {
  await t?.close();
});

async function post(
  path: string,
  user: SignedUpUser | null,
  body: unknown,
): Promise<{ status: number; body: Json }> {
  const res = await t.app.request(path, jsonRequest('POST', body, user?.headers ?? {}));
  return { status: res.status, body: await res.json() };
}

const share = (id: string, user: SignedUpUser | null, body: unknown) =>
  post(`/api/v1/experiences/${id}/shares`, user, body);
const invite = (id: string, user: SignedUpUser | null, body: unknown) =>
  post(`/api/v1/experiences/${id}/invites`, user, body);

function rowsOf(type: string, subjectId: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.subjectId, subjectId))
    .then((rows) => rows.filter((row) => row.type === type));
}

async function inbox(user: SignedUpUser): Promise<Json[]> {
  const res = await t.app.request('/api/v1/notifications', { headers: user.headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as Json).items;
}

describe('POST /api/v1/experiences/{id}/shares', () => {
  it('notifies each person once with SHARED_EXPERIENCE about the event, and not the sender', async () => {
    const sent = await share(gala.id, ana, {
      userIds: [bo.id, cy.id, bo.id],
      message: '  Saturday? I have two spare tickets.  ',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.recipients.map((user: Json) => user.uid)).toEqual([bo.id, cy.id]);

    const rows = await rowsOf('SHARED_EXPERIENCE', gala.id);
    expect(rows.map((row) => row.recipientId).sort()).toEqual([bo.id, cy.id].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        actorId: ana.id,
        subjectType: 'EXPERIENCE',
        subjectId: gala.id,
        kind: 'GENERAL',
        actorCount: 1,
        readAt: null,
        data: { message: 'Saturday? I have two spare tickets.' },
      });
    }
    expect(rows.some((row) => row.recipientId === ana.id)).toBe(false);

    const [item] = (await inbox(bo)).filter((entry) => entry.type === 'SHARED_EXPERIENCE');
    expect(item).toMatchObject({
      kind: 'GENERAL',
      text: 'Ana sent you “Harbor Gala”',
      url: `/event/${gala.slug}`,
      subject: { type: 'EXPERIENCE', id: gala.id, snippet: 'Saturday? I have two spare tickets.' },
      actors: [{ uid: ana.id }],
    });
    expect((await inbox(ana)).filter((entry) => entry.type === 'SHARED_EXPERIENCE')).toEqual([]);
  });

  it('groups a second sender into the unread notification instead of adding one', async () => {
    const party = await makeExperience(t.database.db, { name: 'Roof Party', occurrences: soon() });
    expect((await share(party.id, ana, { userIds: [di.id] })).status).toBe(201);
    expect((await share(party.id, ana, { userIds: [di.id] })).status).toBe(201);
    expect((await share(party.id, cy, { userIds: [di.id] })).status).toBe(201);
    const rows = await rowsOf('SHARED_EXPERIENCE', party.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipientId: di.id, actorId: cy.id, actorCount: 2, data: {} });
    const [item] = (await inbox(di)).filter((entry) => entry.subject.id === party.id);
    expect(item.text).toBe('Cy and Ana sent you “Roof Party”');
    expect(item.subject.snippet).toBeNull();
  });

  it.each([
    ['an empty list', () => ({ userIds: [] }), 'body.userIds'],
    [
      'more people than one send takes',
      () => ({
        userIds: Array.from({ length: EXPERIENCE_SEND_LIMITS.recipientsPerSend + 1 }, (_, i) => `u${i}`),
      }),
      'body.userIds',
    ],
    ['someone who does not exist', () => ({ userIds: [bo.id, 'no-such-user'] }), 'body.userIds'],
    ['the sender', () => ({ userIds: [bo.id, ana.id] }), 'body.userIds'],
    ['no list', () => ({ message: 'hi' }), 'body.userIds'],
    [
      'a note too long',
      () => ({ userIds: [bo.id], message: 'x'.repeat(EXPERIENCE_SEND_LIMITS.messageLength + 1) }),
      'body.message',
    ],
    ['a note with U+0000', () => ({ userIds: [bo.id], message: 'a\u0000b' }), 'body.message'],
  ])('refuses %s (400 naming the field) and notifies nobody', async (_what, body, field) => {
    const before = (await rowsOf('SHARED_EXPERIENCE', gala.id)).length;
    const res = await share(gala.id, ana, body());
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((detail: Json) => detail.field)).toContain(field);
    expect(await rowsOf('SHARED_EXPERIENCE', gala.id)).toHaveLength(before);
  });

  it('answers 401 signed out and 404 for an event that does not exist', async () => {
    expect((await share(gala.id, null, { userIds: [bo.id] })).status).toBe(401);
    expect((await invite(gala.id, null, { userIds: [bo.id] })).status).toBe(401);
    expect((await share('no-such-experience', ana, { userIds: [bo.id] })).status).toBe(404);
  });

  it('hides a draft from strangers (404); its creator may send it, and it shows once published', async () => {
    const { db } = t.database;
    const draft = await makeExperience(db, {
      name: 'Secret Supper',
      creatorId: ana.id,
      publishState: 'NOT_PUBLISHED',
      occurrences: soon(),
    });
    for (const send of [share, invite]) {
      expect((await send(draft.id, bo, { userIds: [cy.id] })).status).toBe(404);
      // Before the body is read: a bad one tells a stranger nothing either.
      expect((await send(draft.id, bo, { userIds: [] })).status).toBe(404);
    }
    expect(await rowsOf('SHARED_EXPERIENCE', draft.id)).toEqual([]);

    expect((await invite(draft.id, ana, { userIds: [bo.id] })).status).toBe(201);
    expect((await inbox(bo)).some((item) => item.subject.id === draft.id)).toBe(false);
    await db.update(experiences).set({ publishState: 'PUBLISHED' }).where(eq(experiences.id, draft.id));
    expect((await inbox(bo)).filter((item) => item.subject.id === draft.id)).toHaveLength(1);
  });
});

describe('POST /api/v1/experiences/{id}/invites', () => {
  it('notifies each person once with INVITED_TO_EXPERIENCE, apart from any share of the same event', async () => {
    const sent = await invite(gala.id, cy, { userIds: [bo.id, di.id], message: 'Come with us!' });
    expect(sent.status).toBe(201);
    const rows = await rowsOf('INVITED_TO_EXPERIENCE', gala.id);
    expect(rows.map((row) => row.recipientId).sort()).toEqual([bo.id, di.id].sort());
    expect(rows.every((row) => row.actorId === cy.id && row.subjectType === 'EXPERIENCE')).toBe(true);
    expect(rows.every((row) => row.kind === 'GENERAL')).toBe(true);
    expect(rows.some((row) => row.recipientId === cy.id)).toBe(false);

    const mine = (await inbox(bo)).filter((item) => item.subject.id === gala.id);
    expect(mine.map((item) => item.type).sort()).toEqual(['INVITED_TO_EXPERIENCE', 'SHARED_EXPERIENCE']);
    expect(mine.find((item) => item.type === 'INVITED_TO_EXPERIENCE')).toMatchObject({
      text: 'Cy invited you to go to “Harbor Gala”',
      url: `/event/${gala.slug}`,
      subject: { snippet: 'Come with us!' },
    });
  });

  it('refuses the sender and unknown people alike (400 naming body.userIds)', async () => {
    for (const userIds of [[cy.id], ['nobody-at-all']]) {
      const res = await invite(gala.id, cy, { userIds });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].field).toBe('body.userIds');
    }
  });
});

describe('the hourly budget', () => {
  it('counts people told, shares and invites together, in one budget for every API process', async () => {
    const limited = await createTestApp();
    try {
      const { db } = limited.database;
      const first = createApp({ ...limited.deps, rateLimiter: createDatabaseRateLimiter(db) });
      const second = createApp({ ...limited.deps, rateLimiter: createDatabaseRateLimiter(db) });
      await makeLocation(db);
      const sender = await signUp(limited);
      const other = await signUp(limited);
      const perSend = EXPERIENCE_SEND_LIMITS.recipientsPerSend;
      const ids: string[] = [];
      for (let i = 0; i < perSend; i += 1) ids.push((await makeUser(db)).id);
      const event = await makeExperience(db, { occurrences: soon() });
      const path = (kind: string) => `/api/v1/experiences/${event.id}/${kind}`;

      const sends = EXPERIENCE_SEND_LIMITS.recipientsPerHour / perSend;
      for (let i = 0; i < sends; i += 1) {
        const app = i % 2 === 0 ? first : second;
        const kind = i % 2 === 0 ? 'shares' : 'invites';
        const res = await app.request(path(kind), jsonRequest('POST', { userIds: ids }, sender.headers));
        expect(res.status, `send ${i}`).toBe(201);
      }
      for (const [app, kind] of [
        [first, 'invites'],
        [second, 'shares'],
      ] as const) {
        const refused = await app.request(
          path(kind),
          jsonRequest('POST', { userIds: [ids[0]] }, sender.headers),
        );
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await refused.json()) as Json).error.code).toBe('RATE_LIMITED');
      }
      // Another sender has a budget of their own.
      const theirs = await second.request(
        path('shares'),
        jsonRequest('POST', { userIds: [ids[0]] }, other.headers),
      );
      expect(theirs.status).toBe(201);
      // Each person holds one share (later shares joined it) and one invite; the refused sends told nobody.
      const told = await db.select().from(notifications).where(inArray(notifications.recipientId, ids));
      expect(told).toHaveLength(2 * perSend);
      expect(
        told
          .filter((row) => row.recipientId === ids[0])
          .map((row) => row.type)
          .sort(),
      ).toEqual(['INVITED_TO_EXPERIENCE', 'SHARED_EXPERIENCE']);
    } finally {
      await limited.close();
    }
  });
});
