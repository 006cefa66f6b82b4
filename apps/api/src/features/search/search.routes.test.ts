import { collections } from '@happenings/db/schema';
import { makeExperience, makeLocation, makeUser } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import {
  makeCollection,
  makePlace,
  makeRoundup,
  makeSearchRecommendation,
} from '../discover/discover.fixtures.ts';

// Friday 20 November 2026, 10:00 in Boston (EST, UTC-5).
const NOW = Date.parse('2026-11-20T15:00:00Z');
const at = (iso: string) => new Date(iso);
let t: TestApp;
let asker: SignedUpUser;

interface Page {
  items: { name?: string; username?: string; title?: string; slug?: string }[];
  nextCursor: string | null;
}
interface SearchBody {
  query: {
    text: string;
    start: string | null;
    end: string | null;
    dateText: string | null;
    neighbourhood: { slug: string } | null;
  };
  experiences?: Page;
  places?: Page;
  users?: Page;
  collections?: Page;
  roundups?: Page;
  error?: { details: { field: string }[] };
}

async function search(query: string, user?: SignedUpUser) {
  const res = await t.app.request(`/api/v1/search?${query}`, { headers: user?.headers ?? {} });
  return { status: res.status, body: (await res.json()) as SearchBody };
}
const names = (page: Page | undefined) => page?.items.map((item) => item.name ?? item.username);
const titles = (page: Page | undefined) => page?.items.map((item) => item.title);

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const db = t.database.db;
  await makeLocation(db, 'boston-ma');
  await makeLocation(db, 'washington-dc');
  await makeExperience(db, {
    name: 'Jazz at the Bar',
    whereCity: 'Boston',
    lat: 42.349,
    lng: -71.08,
    categories: ['music'],
    occurrences: [{ startsAt: at('2026-11-21T01:00:00Z'), endsAt: at('2026-11-21T03:00:00Z') }],
  });
  await makeExperience(db, {
    name: 'Comedy Open Mic',
    occurrences: [{ startsAt: at('2026-11-22T02:00:00Z'), endsAt: at('2026-11-22T04:00:00Z') }],
  });
  await makeExperience(db, {
    name: 'Free Museum Day',
    shortDescription: 'Free admission to the museums',
    occurrences: [{ startsAt: at('2026-11-22T16:00:00Z'), endsAt: at('2026-11-22T21:00:00Z') }],
  });
  await makeExperience(db, {
    name: 'Jazz Brunch',
    whereCity: 'Cambridge',
    lat: 42.373,
    lng: -71.119,
    categories: ['food'],
    occurrences: [{ startsAt: at('2026-12-20T16:00:00Z'), endsAt: at('2026-12-20T18:00:00Z') }],
  });
  await makeExperience(db, {
    name: 'Old Jazz',
    occurrences: [{ startsAt: at('2026-11-10T01:00:00Z'), endsAt: at('2026-11-10T03:00:00Z') }],
  });
  await makeExperience(db, {
    name: 'Jazz in DC',
    locationSlug: 'washington-dc',
    occurrences: [{ startsAt: at('2026-11-21T01:00:00Z') }],
  });
  await makePlace(db, { name: 'Blue Note Jazz Club', address: '1 Main St', city: 'Boston', state: 'MA' });
  await makePlace(db, { name: 'Jazz Cellar DC', locationSlug: 'washington-dc', lat: 38.9, lng: -77.03 });
  const fan = await makeUser(db, { username: 'jazzfan', name: 'Jo Fan' });
  await makeUser(db, { username: 'painter', name: 'Pat' });
  await makeCollection(db, { ownerId: fan.id, name: 'Jazz spots' });
  await makeCollection(db, { ownerId: fan.id, name: 'Jazz secrets', isCommunity: false });
  expect(collections).toBeDefined();

  asker = await signUp(t, { username: 'asker' });
  await makeRoundup(db, {
    creatorId: asker.id,
    title: 'Best jazz bars near Central Square?',
    slug: 'best-jazz-bars',
    commentsCount: 5,
  });
  await makeRoundup(db, { creatorId: fan.id, title: 'Jazz for a first date?', commentsCount: 9 });
  await makeRoundup(db, {
    creatorId: asker.id,
    title: 'Jazz brunch with kids?',
    publishState: 'NOT_PUBLISHED',
    commentsCount: 20,
  });
  await makeRoundup(db, { creatorId: fan.id, title: 'Jazz clubs in DC?', locationSlug: 'washington-dc' });
  // An asker who deleted their account leaves no roundup behind in lists.
  await makeRoundup(db, { creatorId: null as unknown as string, title: 'Jazz nobody asked about?' });
  await makeRoundup(db, { creatorId: fan.id, title: 'Best brunch in Back Bay?' });

  await makeSearchRecommendation(db, {
    label: 'Jazz',
    query: 'jazz',
    locationSlug: 'boston-ma',
    position: 2,
  });
  await makeSearchRecommendation(db, { label: 'This weekend', query: 'this weekend', position: 1 });
  await makeSearchRecommendation(db, {
    label: 'Pinned',
    query: 'pinned',
    locationSlug: 'boston-ma',
    position: 9,
    isHighlighted: true,
  });
  await makeSearchRecommendation(db, { label: 'Hidden', query: 'x', isActive: false });
  await makeSearchRecommendation(db, {
    label: 'Monuments',
    query: 'monuments',
    locationSlug: 'washington-dc',
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/search', () => {
  it('finds every kind of result for a word, upcoming experiences of the location only', async () => {
    const { status, body } = await search('q=jazz&location=boston-ma');
    expect(status).toBe(200);
    expect(names(body.experiences)).toEqual(['Jazz at the Bar', 'Jazz Brunch']);
    expect(names(body.places)).toEqual(['Blue Note Jazz Club']);
    expect(names(body.users)).toEqual(['jazzfan']);
    expect(names(body.collections)).toEqual(['Jazz spots']);
    expect(titles(body.roundups)).toEqual(['Jazz for a first date?', 'Best jazz bars near Central Square?']);
    expect(body.query).toMatchObject({ text: 'jazz', start: null, end: null, neighbourhood: null });
  });

  it('finds roundups by their question: published ones of the location, best match then most answered', async () => {
    const { body } = await search('q=jazz%20bars&type=roundups');
    expect(body.roundups?.items[0]).toMatchObject({
      title: 'Best jazz bars near Central Square?',
      slug: 'best-jazz-bars',
      parentCommentsCount: 5,
      creator: { username: 'asker' },
      location: 'boston-ma',
    });
    expect(body.experiences).toBeUndefined();
    // A typo still finds the question; another location's questions stay there.
    expect(titles((await search('q=centrl%20squre&type=roundups')).body.roundups)).toEqual([
      'Best jazz bars near Central Square?',
    ]);
    expect(titles((await search('q=jazz&location=washington-dc')).body.roundups)).toEqual([
      'Jazz clubs in DC?',
    ]);
    expect(titles((await search('q=&type=roundups')).body.roundups)).toEqual([]);
  });

  it('never shows a draft roundup, not even to its asker', async () => {
    // The draft matches better and has more answers than both published questions.
    const { body } = await search('q=jazz%20brunch%20kids&type=roundups', asker);
    expect(titles(body.roundups)).toEqual([]);
    const all = await search('q=jazz&type=roundups', asker);
    expect(titles(all.body.roundups)).toEqual([
      'Jazz for a first date?',
      'Best jazz bars near Central Square?',
    ]);
  });

  it('pages roundups with a cursor', async () => {
    const first = await search('q=jazz&type=roundups&limit=1');
    expect(titles(first.body.roundups)).toEqual(['Jazz for a first date?']);
    const cursor = first.body.roundups?.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await search(`q=jazz&type=roundups&limit=1&cursor=${cursor}`);
    expect(titles(second.body.roundups)).toEqual(['Best jazz bars near Central Square?']);
    expect(second.body.roundups?.nextCursor).toBeNull();
  });

  it.each([
    ['q=jaz', ['Jazz at the Bar', 'Jazz Brunch']],
    ['q=comdy', ['Comedy Open Mic']],
    ['q=jazz%20this%20weekend', ['Jazz at the Bar']],
    ['q=comedy%20tomorrow%20night', ['Comedy Open Mic']],
    ['q=free%20museums%20sunday', ['Free Museum Day']],
    ['q=jazz%20in%20cambridge', ['Jazz Brunch']],
    ['q=jazz&categories=food', ['Jazz Brunch']],
    ['q=jazz&start=2026-12-01&end=2026-12-31', ['Jazz Brunch']],
    ['q=tonight', ['Jazz at the Bar']],
  ])('%s finds %j', async (query, expected) => {
    const { body } = await search(`${query}&type=experiences`);
    expect(names(body.experiences)).toEqual(expected);
    expect(body.places).toBeUndefined();
  });

  it('answers the interpreted query', async () => {
    const { body } = await search('q=jazz%20in%20back%20bay%20this%20weekend&type=experiences');
    expect(body.query).toEqual({
      text: 'jazz',
      start: '2026-11-20T22:00:00.000Z',
      end: '2026-11-23T05:00:00.000Z',
      dateText: 'this weekend',
      neighbourhood: { slug: 'back-bay', name: 'Back Bay' },
    });
    expect(names(body.experiences)).toEqual(['Jazz at the Bar']);
  });

  it('searches per location in either spelling', async () => {
    const { body } = await search('q=jazz&location=washington-dc');
    expect(names(body.experiences)).toEqual(['Jazz in DC']);
    expect(names(body.places)).toEqual(['Jazz Cellar DC']);
    const boston = await search('q=jazz&location=boston&type=experiences');
    expect(names(boston.body.experiences)).toEqual(['Jazz at the Bar', 'Jazz Brunch']);
  });

  it('pages one type with a cursor', async () => {
    const first = await search('q=jazz&type=experiences&limit=1');
    expect(names(first.body.experiences)).toEqual(['Jazz at the Bar']);
    const cursor = first.body.experiences?.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await search(`q=jazz&type=experiences&limit=1&cursor=${cursor}`);
    expect(names(second.body.experiences)).toEqual(['Jazz Brunch']);
    expect(second.body.experiences?.nextCursor).toBeNull();
  });

  it.each([
    ['q=jazz&type=all&cursor=abc', 'query.cursor'],
    ['q=jazz&type=events', 'query.type'],
    ['q=jazz&start=soon', 'query.start'],
    ['q=jazz&start=0000-00-00', 'query.start'],
    ['q=jazz&start=2026-02-30', 'query.start'],
    ['q=jazz&end=9999-12-31T00:00:00Z', 'query.end'],
    ['q=jazz&start=Nov%2020%202026', 'query.start'],
    ['q=jazz&location=paris', 'query.location'],
    ['q=jazz&limit=500', 'query.limit'],
    ['q=jazz&categories=Bad%20Slug', 'query.categories'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error?.details[0]?.field).toBe(field);
  });
});

describe('GET /api/v1/search/recommendations', () => {
  it('answers the active suggestions of the location, highlighted first, and caches them', async () => {
    const res = await t.app.request('/api/v1/search/recommendations?location=boston-ma');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { label: string; query: string | null }[] };
    expect(body.items.map((item) => item.label)).toEqual(['Pinned', 'This weekend', 'Jazz']);

    await makeSearchRecommendation(t.database.db, { label: 'Late addition', locationSlug: 'boston-ma' });
    const again = (await (await t.app.request('/api/v1/search/recommendations?location=boston')).json()) as {
      items: { label: string }[];
    };
    expect(again.items.map((item) => item.label)).toEqual(['Pinned', 'This weekend', 'Jazz']);
  });

  it('names a bad location', async () => {
    const res = await t.app.request('/api/v1/search/recommendations?location=mars');
    expect(res.status).toBe(400);
  });
});

describe('shared first pages', () => {
  it("shares an experience search's first page for a minute, then sees new matches", async () => {
    let now = NOW;
    const app = await createTestApp({ clock: () => now });
    try {
      const db = app.database.db;
      const occurrence = [{ startsAt: at('2026-11-28T01:00:00Z'), endsAt: at('2026-11-28T03:00:00Z') }];
      await makeExperience(db, { name: 'Harbor Lights Cruise', occurrences: occurrence });
      const find = async () => {
        const res = await app.app.request('/api/v1/search?q=harbor&type=experiences');
        return names(((await res.json()) as SearchBody).experiences);
      };
      expect(await find()).toEqual(['Harbor Lights Cruise']);
      await makeExperience(db, { name: 'Harbor Walk', occurrences: occurrence });
      now += 59_000;
      expect(await find()).toEqual(['Harbor Lights Cruise']);
      now += 1_000;
      expect((await find())?.sort()).toEqual(['Harbor Lights Cruise', 'Harbor Walk']);
    } finally {
      await app.close();
    }
  });
});
