/**
 * The calendar feeds (issue 26 Subscribe) over a real database, every feed read back with ical.js as a calendar
 * app would: the right events (past ones weeks after they end, drafts and hidden ones never), the stored RRULE and
 * EXDATE, a VTIMEZONE for each zone used, the headers calendar apps read, ETag and 304, compression, and the secret
 * addresses of private feeds made, replaced and revoked by their owner.
 */
import { gunzipSync } from 'node:zlib';
import { refreshOccurrences } from '@happenings/db/experiences';
import { featureTagItems, featureTags, hosts, moderatedItems, places } from '@happenings/db/schema';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { toInstant } from '@happenings/domain/time';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { makeCollectionFixture } from '../collections/collection.fixtures.ts';

// A Wednesday; the weekend is 20-22 November.
const NOW = Date.parse('2026-11-18T15:00:00Z');
const NY = 'America/New_York';

let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
let hostId: string;
let placeId: string;
const ids: Record<string, string> = {};

const at = (date: string, time: string, timeZone = NY) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(toInstant({ year, month, day, hour, minute, second: 0 }, timeZone));
};

/** A timed one-off event (or a weekly series) of the test host at the test place. */
async function makeEvent(
  key: string,
  options: {
    date: string;
    start?: string;
    end?: string;
    rrule?: string;
    repeatsUntil?: string;
    exdates?: string[];
    categories?: string[];
    /** Materialised as they were before today (a refresh keeps only today's on): not refreshed here. */
    occurrences?: { startsAt: Date; endsAt: Date }[];
    publishState?: 'PUBLISHED' | 'NOT_PUBLISHED';
    locationSlug?: 'boston-ma' | 'washington-dc';
    timeZone?: string;
  },
) {
  const { date, start = '20:00', end = '22:00', timeZone = NY } = options;
  const row = await makeExperience(t.database.db, {
    name: `Event ${key}`,
    slug: key,
    hostId,
    placeId,
    whereName: 'Jazz Hall',
    whereCity: 'Boston',
    startDate: date,
    endDate: date,
    startTime: start,
    endTime: end,
    startAt: at(date, start, timeZone),
    endAt: at(date, end, timeZone),
    timeZone,
    rrule: options.rrule ?? null,
    repeats: options.rrule ? 'WEEKLY' : 'ONE_TIME',
    repeatsUntil: options.repeatsUntil ?? null,
    untilAt: options.repeatsUntil ? at(options.repeatsUntil, '23:59', timeZone) : null,
    exdates: options.exdates ?? [],
    publishState: options.publishState ?? 'PUBLISHED',
    locationSlug: options.locationSlug ?? 'boston-ma',
    categories: options.categories ?? [],
    occurrences: options.occurrences ?? [],
  });
  ids[key] = row.id;
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const { db } = t.database;
  ada = await signUp(t, { username: 'ada_feeds' });
  bob = await signUp(t, { username: 'bob_feeds' });
  await makeLocation(db, 'boston-ma');
  await makeLocation(db, 'washington-dc');
  const [host] = await db.insert(hosts).values({ name: 'Night Owls', slug: 'night-owls' }).returning();
  hostId = host!.id;
  const [place] = await db
    .insert(places)
    .values({
      name: 'Jazz Hall',
      address: '1 Main St',
      city: 'Boston',
      state: 'MA',
      locationSlug: 'boston-ma',
    })
    .returning();
  placeId = place!.id;

  await makeEvent('saturday-jazz', { date: '2026-11-21', categories: ['music'] });
  await makeEvent('friday-comedy', {
    date: '2026-11-20',
    start: '19:00',
    end: '21:00',
    categories: ['comedy'],
  });
  await makeEvent('tuesday-trivia', {
    date: '2026-11-03',
    rrule: 'FREQ=WEEKLY;BYDAY=TU',
    repeatsUntil: '2027-01-26',
    exdates: ['2026-12-29'],
    categories: ['music'],
  });
  const recent = { startsAt: at('2026-11-01', '20:00'), endsAt: at('2026-11-01', '22:00') };
  await makeEvent('recent-past', { date: '2026-11-01', occurrences: [recent] });
  await makeEvent('long-past', { date: '2026-09-01' });
  await makeEvent('draft', { date: '2026-11-21', publishState: 'NOT_PUBLISHED' });
  await makeEvent('hidden', { date: '2026-11-22' });
  await makeEvent('in-dc', { date: '2026-11-21', locationSlug: 'washington-dc' });
  await makeEvent('in-chicago-time', { date: '2026-12-05', timeZone: 'America/Chicago' });
  await db.insert(moderatedItems).values({
    subjectType: 'experience',
    subjectId: ids.hidden!,
    state: 'HIDDEN',
    reason: 'Spam',
  });
  const { 'recent-past': _kept, ...toRefresh } = ids;
  await refreshOccurrences(db, { experienceIds: Object.values(toRefresh), now: NOW });

  const [tag] = await db
    .insert(featureTags)
    .values({ slug: 'editor-picks', name: 'Editor picks' })
    .returning();
  await db.insert(featureTagItems).values([
    { featureTagId: tag!.id, itemType: 'experience', itemId: ids['tuesday-trivia']!, position: 0 },
    { featureTagId: tag!.id, itemType: 'experience', itemId: ids.hidden!, position: 1 },
  ]);
});

afterAll(async () => {
  await t?.close();
});

/** Parses a feed and registers its VTIMEZONEs, as a calendar app would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

/** The slugs of a feed's events, from their page addresses. */
const slugsOf = (events: ICAL.Event[]) =>
  events.map((event) => String(event.component.getFirstPropertyValue('url')).split('/event/')[1]).sort();

async function fetchFeed(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers });
  return { res, text: await res.text() };
}

describe('public calendar feeds', () => {
  it("serves a city's weekend as text/calendar that ical.js reads, with its name, zone and refresh hint", async () => {
    const { res, text } = await fetchFeed('/api/v1/calendar-feeds/locations/boston-ma/weekend.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=900');
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Happenings · Boston · This weekend');
    expect(calendar.getFirstPropertyValue('name')).toBe('Happenings · Boston · This weekend');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n');
    expect(text).toContain('X-PUBLISHED-TTL:PT6H\r\n');
    expect(slugsOf(events)).toEqual(['friday-comedy', 'saturday-jazz']);
    const jazz = events.find((event) => event.summary === 'Event saturday-jazz')!;
    expect(jazz.startDate.toJSDate().toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(jazz.uid).toBe(`${ids['saturday-jazz']}@happenings`);
  });

  it('keeps a repeating event as one entry with its stored RRULE and EXDATE', async () => {
    const { text } = await fetchFeed('/api/v1/calendar-feeds/locations/boston-ma/events.ics');
    const { events } = parse(text);
    const trivia = events.find((event) => event.summary === 'Event tuesday-trivia')!;
    expect(trivia.isRecurring()).toBe(true);
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=20270127T\d{6}Z;BYDAY=TU\r\n/);
    expect(text).toContain('EXDATE;TZID=America/New_York:20261229T200000');
    const iterator = trivia.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) starts.push(next.toJSDate().toISOString());
    expect(starts).toHaveLength(12);
    expect(starts).not.toContain('2026-12-30T01:00:00.000Z');
  });

  it('holds the whole city from a few weeks back, never drafts, hidden events or another city', async () => {
    const { text } = await fetchFeed('/api/v1/calendar-feeds/locations/boston-ma/events.ics');
    const { calendar, events } = parse(text);
    expect(slugsOf(events)).toEqual([
      'friday-comedy',
      'in-chicago-time',
      'recent-past',
      'saturday-jazz',
      'tuesday-trivia',
    ]);
    // A VTIMEZONE for every zone an event uses.
    const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'));
    expect(zones.sort()).toEqual(['America/Chicago', NY]);
    const chicago = events.find((event) => event.summary === 'Event in-chicago-time')!;
    expect(chicago.startDate.toJSDate().toISOString()).toBe('2026-12-06T02:00:00.000Z');
  });

  it('filters the city by category', async () => {
    const { text } = await fetchFeed(
      '/api/v1/calendar-feeds/locations/boston-ma/events.ics?categories=comedy',
    );
    const { calendar, events } = parse(text);
    expect(slugsOf(events)).toEqual(['friday-comedy']);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Happenings · Boston · comedy');
  });

  it("holds the editors' picks that are in view", async () => {
    const { text } = await fetchFeed('/api/v1/calendar-feeds/locations/boston-ma/editor-picks.ics');
    expect(slugsOf(parse(text).events)).toEqual(['tuesday-trivia']);
  });

  it("holds a host's and a place's events, recent past included, long past not", async () => {
    const expected = [
      'friday-comedy',
      'in-chicago-time',
      'in-dc',
      'recent-past',
      'saturday-jazz',
      'tuesday-trivia',
    ];
    const host = await fetchFeed(`/api/v1/calendar-feeds/hosts/${hostId}/events.ics`);
    expect(slugsOf(parse(host.text).events)).toEqual(expected);
    expect(parse(host.text).calendar.getFirstPropertyValue('x-wr-calname')).toBe('Happenings · Night Owls');
    const place = await fetchFeed(`/api/v1/calendar-feeds/places/${placeId}/events.ics`);
    expect(slugsOf(parse(place.text).events)).toEqual(expected);
    expect((await fetchFeed('/api/v1/calendar-feeds/hosts/nobody/events.ics')).res.status).toBe(404);
    expect((await fetchFeed('/api/v1/calendar-feeds/places/nowhere/events.ics')).res.status).toBe(404);
  });

  it('answers 304 to an If-None-Match of the current ETag, weak or not, and a new ETag once it changes', async () => {
    const path = '/api/v1/calendar-feeds/locations/boston-ma/weekend.ics';
    const first = await fetchFeed(path);
    const etag = first.res.headers.get('etag')!;
    const again = await fetchFeed(path, { 'if-none-match': etag });
    expect(again.res.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.res.headers.get('etag')).toBe(etag);
    expect((await fetchFeed(path, { 'if-none-match': `W/${etag}` })).res.status).toBe(304);
    expect((await fetchFeed(path, { 'if-none-match': '"stale"' })).res.status).toBe(200);
  });

  it('is compressed for a client that accepts it', async () => {
    const res = await t.app.request('/api/v1/calendar-feeds/locations/boston-ma/events.ics', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('etag')).toMatch(/^W\//);
    const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(parse(text).events.length).toBeGreaterThan(1);
  });

  it('serves a community collection, and answers 404 for a private one whoever asks', async () => {
    const { db } = t.database;
    const items = [{ itemId: ids['saturday-jazz']! }, { itemId: ids.draft! }, { itemId: ids.hidden! }];
    const open = await makeCollectionFixture(db, { ownerId: ada.id, isCommunity: true, name: 'Jazz', items });
    const closed = await makeCollectionFixture(db, { ownerId: ada.id, name: 'Secret', items });
    const { text } = await fetchFeed(`/api/v1/calendar-feeds/collections/${open.id}/events.ics`);
    expect(slugsOf(parse(text).events)).toEqual(['saturday-jazz']);
    const path = `/api/v1/calendar-feeds/collections/${closed.id}/events.ics`;
    expect((await fetchFeed(path)).res.status).toBe(404);
    expect((await fetchFeed(path, { authorization: `Bearer ${ada.token}` })).res.status).toBe(404);
  });

  it('is an empty but valid calendar when nothing matches', async () => {
    const { res, text } = await fetchFeed('/api/v1/calendar-feeds/locations/washington-dc/editor-picks.ics');
    expect(res.status).toBe(200);
    const { calendar, events } = parse(text);
    expect(events).toHaveLength(0);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
  });
});

describe('private calendar feeds', () => {
  const auth = (user: SignedUpUser) => ({ authorization: `Bearer ${user.token}` });

  it("gives the owner a secret address for what they're interested in, replaced and revoked at will", async () => {
    for (const key of ['saturday-jazz', 'draft', 'hidden', 'long-past'])
      await t.app.request(`/api/v1/interested/experience/${ids[key]}`, {
        method: 'POST',
        headers: auth(bob),
      });
    const path = '/api/v1/calendar-feeds/interested/address';
    const before = await t.app.request(path, { headers: auth(bob) });
    expect(await before.json()).toEqual({ active: false, createdAt: null });
    expect((await t.app.request(path, { method: 'POST' })).status).toBe(401);

    const made = await t.app.request(path, { method: 'POST', headers: auth(bob) });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(
      /^http:\/\/localhost:3000\/api\/v1\/calendar-feeds\/private\/[\w-]{43}\/events\.ics$/,
    );
    const feedPath = new URL(url).pathname;
    const feed = await fetchFeed(feedPath);
    expect(feed.res.status).toBe(200);
    expect(feed.res.headers.get('cache-control')).toBe('private, max-age=900');
    expect(slugsOf(parse(feed.text).events)).toEqual(['saturday-jazz']);
    expect(parse(feed.text).calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      "Happenings · What I'm interested in",
    );
    expect((await (await t.app.request(path, { headers: auth(bob) })).json()) as object).toMatchObject({
      active: true,
    });

    const rotated = await t.app.request(path, { method: 'POST', headers: auth(bob) });
    const next = new URL(((await rotated.json()) as { url: string }).url).pathname;
    expect(next).not.toBe(feedPath);
    expect((await fetchFeed(feedPath)).res.status).toBe(404);
    expect((await fetchFeed(next)).res.status).toBe(200);

    expect((await t.app.request(path, { method: 'DELETE', headers: auth(bob) })).status).toBe(204);
    expect((await fetchFeed(next)).res.status).toBe(404);
    expect((await t.app.request(path, { method: 'DELETE', headers: auth(bob) })).status).toBe(204);
    expect(await (await t.app.request(path, { headers: auth(bob) })).json()).toEqual({
      active: false,
      createdAt: null,
    });
  });

  it("gives a private collection's owner alone a secret address; without it the feed is 404", async () => {
    const { db } = t.database;
    const secret = await makeCollectionFixture(db, {
      ownerId: ada.id,
      name: 'Birthday plans',
      viewerIds: [bob.id],
      items: [{ itemId: ids['friday-comedy']! }, { itemId: ids.draft! }],
    });
    const path = `/api/v1/calendar-feeds/collections/${secret.id}/address`;
    expect((await t.app.request(path, { method: 'POST', headers: auth(bob) })).status).toBe(403);
    const made = await t.app.request(path, { method: 'POST', headers: auth(ada) });
    expect(made.status).toBe(201);
    const feedPath = new URL(((await made.json()) as { url: string }).url).pathname;
    const { text } = await fetchFeed(feedPath);
    expect(slugsOf(parse(text).events)).toEqual(['friday-comedy']);
    expect(parse(text).calendar.getFirstPropertyValue('x-wr-calname')).toBe('Happenings · Birthday plans');

    expect((await fetchFeed(`/api/v1/calendar-feeds/collections/${secret.id}/events.ics`)).res.status).toBe(
      404,
    );
    expect((await t.app.request(path, { method: 'DELETE', headers: auth(ada) })).status).toBe(204);
    expect((await fetchFeed(feedPath)).res.status).toBe(404);
    expect((await fetchFeed('/api/v1/calendar-feeds/private/not-a-secret/events.ics')).res.status).toBe(404);
  });

  it('limits how often an account makes new addresses', async () => {
    const carol = await signUp(t, { username: 'carol_feeds' });
    const path = '/api/v1/calendar-feeds/interested/address';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await t.app.request(path, { method: 'POST', headers: auth(carol) })).status);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
