import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { setRemoteConfig } from '../discover/discover.fixtures.ts';
import { makeContest } from './contest.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
const read = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('GET /api/v1/contests/slug/{slug} and /api/v2/contests/{id}', () => {
  it('answers the same contest by slug and by id, anonymously, with its timing', async () => {
    const contest = await makeContest(t.database.db, {
      slug: 'spring-invites',
      name: 'Spring invites',
      rules: 'One point per friend.',
      prize: 'Concert tickets',
      locationSlug: null,
    });
    const bySlug = await t.app.request('/api/v1/contests/slug/spring-invites');
    expect(bySlug.status).toBe(200);
    const body = await read(bySlug);
    expect(body).toMatchObject({
      id: contest.id,
      slug: 'spring-invites',
      name: 'Spring invites',
      rules: 'One point per friend.',
      prize: 'Concert tickets',
      startsAt: contest.startsAt?.toISOString(),
      endsAt: contest.endsAt?.toISOString(),
      timing: 'FUTURE',
      isActive: true,
      showAsCompleted: false,
      showWebPage: false,
    });
    const byId = await t.app.request(`/api/v2/contests/${contest.id}`);
    expect(byId.status).toBe(200);
    expect(await read(byId)).toEqual(body);
  });

  it('shows an ended contest as PAST and completed, an upcoming one as not active', async () => {
    const { db } = t.database;
    const now = Date.now();
    const ended = await makeContest(db, {
      startsAt: new Date(now - 10 * DAY_MS),
      endsAt: new Date(now - DAY_MS),
    });
    const upcoming = await makeContest(db, { startsAt: new Date(now + DAY_MS), endsAt: null });
    expect(await read(await t.app.request(`/api/v2/contests/${ended.id}`))).toMatchObject({
      timing: 'PAST',
      isActive: false,
      showAsCompleted: true,
    });
    expect(await read(await t.app.request(`/api/v2/contests/${upcoming.id}`))).toMatchObject({
      timing: 'FUTURE',
      isActive: false,
      showAsCompleted: false,
      endsAt: null,
    });
  });

  it('applies the spec §3 contest flags of the remote config store', async () => {
    const { db } = t.database;
    const contest = await makeContest(db);
    await setRemoteConfig(db, 'showNoahContestAsCompleted', true);
    await setRemoteConfig(db, 'showNoahContestWebPage', true);
    expect(await read(await t.app.request(`/api/v2/contests/${contest.id}`))).toMatchObject({
      isActive: true,
      showAsCompleted: true,
      showWebPage: true,
    });
    await setRemoteConfig(db, 'showNoahContestAsCompleted', false);
    await setRemoteConfig(db, 'showNoahContestWebPage', false);
  });

  it('404 for an unknown slug or id, 400 naming the parameter for a malformed one', async () => {
    const noSlug = await t.app.request('/api/v1/contests/slug/no-such-contest');
    expect(noSlug.status).toBe(404);
    expect(await read(noSlug)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const noId = await t.app.request('/api/v2/contests/8f2b7c1e-4d5a-4c3b-9a1e-2f3d4c5b6a7e');
    expect(noId.status).toBe(404);
    const badId = await t.app.request('/api/v2/contests/not-an-id');
    expect(badId.status).toBe(400);
    expect(await read(badId)).toMatchObject({ error: { details: [{ field: 'params.id' }] } });
    const badSlug = await t.app.request('/api/v1/contests/slug/Not%20A%20Slug');
    expect(badSlug.status).toBe(400);
    expect(await read(badSlug)).toMatchObject({ error: { details: [{ field: 'params.slug' }] } });
  });
});

describe('GET /api/v1/contests/current', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(async () => {
    await own.close();
  });

  it('answers 404 without a contest, then the next one to start, then the running one, anonymously', async () => {
    const { db } = own.database;
    const now = Date.now();
    expect((await own.app.request('/api/v1/contests/current')).status).toBe(404);
    await makeContest(db, { startsAt: new Date(now - 10 * DAY_MS), endsAt: new Date(now - DAY_MS) });
    await makeContest(db, { slug: 'later', startsAt: new Date(now + 9 * DAY_MS), endsAt: null });
    await makeContest(db, { slug: 'sooner', startsAt: new Date(now + 2 * DAY_MS), endsAt: null });
    expect(await read(await own.app.request('/api/v1/contests/current'))).toMatchObject({
      slug: 'sooner',
      isActive: false,
    });
    await makeContest(db, { slug: 'running' });
    expect(await read(await own.app.request('/api/v1/contests/current'))).toMatchObject({
      slug: 'running',
      isActive: true,
    });
  });
});
