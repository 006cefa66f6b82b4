/**
 * Connected calendars end to end over HTTP: a real .ics served by a local server, imported through the API into a
 * real database, then re-imported as the feed changes (issue 26 How it is checked: unchanged re-import changes
 * nothing, a changed feed updates in place, a removed UID unpublishes, a 304 is honoured, a failing feed is retried
 * with back-off and reported), plus who may manage which calendar and the refusals of private addresses.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { experiences, hosts, occurrences, places, users } from '@happenings/db/schema';
import { makeLocation } from '@happenings/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncDueCalendars } from '../../jobs/sync-calendars.job.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { signUpStaff } from '../../testing/sign-up-staff.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field with toMatchObject
type Json = any;
const read = async (response: Response | Promise<Response>): Promise<Json> => (await response).json();

interface FeedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  rrule?: string;
  location?: string;
  status?: string;
}

let stamp = 0;
/** A calendar as Google writes one: DTSTAMP differs on every request. */
function calendar(events: FeedEvent[]): string {
  stamp += 1;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Feed//EN',
    'X-WR-CALNAME:Harbor Arts',
    'X-WR-TIMEZONE:America/New_York',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:20261120T1200${String(stamp % 60).padStart(2, '0')}Z`,
      `DTSTART;TZID=America/New_York:${event.start}`,
      `DTEND;TZID=America/New_York:${event.end}`,
      `SUMMARY:${event.summary}`,
      ...(event.rrule ? [`RRULE:${event.rrule}`] : []),
      ...(event.status ? [`STATUS:${event.status}`] : []),
      ...(event.location ? [`LOCATION:${event.location.replace(/,/g, '\\,')}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

const YOGA: FeedEvent = {
  uid: 'yoga@harbor.test',
  summary: 'Harbor Yoga',
  start: '20261201T180000',
  end: '20261201T190000',
  rrule: 'FREQ=WEEKLY;COUNT=4',
  location: 'Fan Pier Pavilion, 1 Marina Park Dr, Boston, MA',
};
const JAZZ: FeedEvent = {
  uid: 'jazz@harbor.test',
  summary: 'Jazz Night',
  start: '20261205T200000',
  end: '20261205T230000',
  location: 'The Blue Door, 5 Wharf St, Boston, MA 02110',
};
const MARKET: FeedEvent = {
  uid: 'market@harbor.test',
  summary: 'Winter Market',
  start: '20261210T100000',
  end: '20261210T160000',
};

/** What each path of the local server answers, changed by the tests. */
const feeds = new Map<string, { body: string; etag?: string; status?: number }>();
const requests: IncomingMessage[] = [];
let server: Server;
let base: string;
let t: TestApp;
let guarded: TestApp;
let ada: SignedUpUser;
let bo: SignedUpUser;
let editor: SignedUpUser;
let hostId: string;
let boHostId: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request);
    const feed = feeds.get(request.url ?? '');
    if (!feed) return response.writeHead(404).end();
    if (feed.status) return response.writeHead(feed.status).end('failing');
    if (feed.etag && request.headers['if-none-match'] === feed.etag) return response.writeHead(304).end();
    response.writeHead(200, {
      'content-type': 'text/calendar; charset=utf-8',
      ...(feed.etag ? { etag: feed.etag } : {}),
    });
    response.end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [t, guarded] = await Promise.all([
    createTestApp({
      env: { IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true', REVIEW_FIRST_EVENTS: '3' },
      clock: () => NOW,
    }),
    createTestApp({ clock: () => NOW }),
  ]);
  ada = await signUp(t, { username: 'ada_calendars' });
  bo = await signUp(t, { username: 'bo_calendars' });
  editor = await signUpStaff(t, ['editor'], { username: 'ed_calendars' });
  const { db } = t.database;
  await makeLocation(db, 'boston-ma');
  // Ada is trusted: her calendar publishes at once. Bo is new: his wait for an editor.
  await db
    .update(users)
    .set({ trustedAt: new Date(NOW) })
    .where(eq(users.id, ada.id));
  const [host] = await db
    .insert(hosts)
    .values({ name: 'Harbor Arts', slug: 'harbor-arts', ownerId: ada.id })
    .returning();
  const [boHost] = await db
    .insert(hosts)
    .values({ name: 'Bo Club', slug: 'bo-club', ownerId: bo.id })
    .returning();
  hostId = host!.id;
  boHostId = boHost!.id;
  await db.insert(places).values({
    name: 'Fan Pier Pavilion',
    address: '1 Marina Park Dr',
    city: 'Boston',
    state: 'MA',
    lat: 42.3537,
    lng: -71.0428,
    locationSlug: 'boston-ma',
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await Promise.all([t?.close(), guarded?.close()]);
});

const call = (app: TestApp, method: string, path: string, user: SignedUpUser, body?: unknown) =>
  app.app.request(
    path,
    body === undefined ? { method, headers: user.headers } : jsonRequest(method, body, user.headers),
  );

async function connect(app: TestApp, user: SignedUpUser, body: Record<string, unknown>) {
  return call(app, 'POST', '/api/v1/imports/calendars', user, body);
}

async function experiencesOf(host: string) {
  return t.database.db
    .select()
    .from(experiences)
    .where(eq(experiences.hostId, host))
    .orderBy(asc(experiences.name));
}

async function occurrenceDates(experienceId: string) {
  const rows = await t.database.db
    .select({ localDate: occurrences.localDate, publishState: occurrences.publishState })
    .from(occurrences)
    .where(eq(occurrences.experienceId, experienceId))
    .orderBy(asc(occurrences.startsAt));
  return rows;
}

describe('connected calendars', () => {
  let sourceId: string;

  it('connects a webcal:// feed, imports every event of it and reports what it did', async () => {
    feeds.set('/harbor.ics', { body: calendar([YOGA, JAZZ, MARKET]) });
    const response = await connect(t, ada, {
      hostId,
      url: `${base.replace('http://', 'webcal://')}/harbor.ics`,
      location: 'boston-ma',
    });
    // webcal:// is https:// — the local server speaks http, so the webcal address fails as TLS and is refused.
    expect(response.status).toBe(422);
    const ok = await connect(t, ada, { hostId, url: `${base}/harbor.ics`, location: 'boston-ma' });
    expect(ok.status).toBe(201);
    const source = await read(ok);
    sourceId = source.id;
    expect(source).toMatchObject({
      kind: 'URL',
      name: 'Harbor Arts',
      host: { id: hostId },
      lastRun: { outcome: 'IMPORTED', trigger: 'CONNECT', created: 3, updated: 0, unchanged: 0, removed: 0 },
      failureCount: 0,
      nextRunAt: new Date(NOW + 60 * 60_000).toISOString(),
    });
    // LOCATION matched a known place by name and address; the other is proposed.
    expect(source.proposedPlaces).toEqual([
      expect.objectContaining({
        location: 'The Blue Door, 5 Wharf St, Boston, MA 02110',
        name: 'The Blue Door',
        address: '5 Wharf St',
        events: 1,
      }),
    ]);
    const rows = await experiencesOf(hostId);
    expect(rows.map((row) => [row.name, row.publishState])).toEqual([
      ['Harbor Yoga', 'PUBLISHED'],
      ['Jazz Night', 'PUBLISHED'],
      ['Winter Market', 'PUBLISHED'],
    ]);
    const yoga = rows[0]!;
    expect(yoga).toMatchObject({
      whereName: 'Fan Pier Pavilion',
      lat: 42.3537,
      locationSlug: 'boston-ma',
      rrule: 'FREQ=WEEKLY;COUNT=4',
      creatorId: ada.id,
    });
    expect((await occurrenceDates(yoga.id)).map((row) => row.localDate)).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
    ]);
  });

  it('writes nothing when the feed is unchanged but for its DTSTAMP', async () => {
    const before = await experiencesOf(hostId);
    feeds.set('/harbor.ics', { body: calendar([YOGA, JAZZ, MARKET]) });
    const response = await call(t, 'POST', `/api/v1/imports/calendars/${sourceId}/sync`, ada);
    expect(response.status).toBe(200);
    expect((await read(response)).lastRun).toMatchObject({
      outcome: 'UNCHANGED',
      trigger: 'MANUAL',
      created: 0,
      updated: 0,
    });
    const after = await experiencesOf(hostId);
    expect(after.map((row) => row.updatedAt.getTime())).toEqual(before.map((row) => row.updatedAt.getTime()));
  });

  it('updates a changed event in place, adds a new one and unpublishes one gone from the feed', async () => {
    const [yogaBefore, jazzBefore] = await experiencesOf(hostId);
    feeds.set('/harbor.ics', {
      body: calendar([
        { ...YOGA, rrule: 'FREQ=WEEKLY;COUNT=3' },
        { ...JAZZ, summary: 'Jazz Night: late show', start: '20261205T220000', end: '20261206T010000' },
        { uid: 'film@harbor.test', summary: 'Film Club', start: '20261203T190000', end: '20261203T210000' },
      ]),
    });
    const response = await call(t, 'POST', `/api/v1/imports/calendars/${sourceId}/sync`, ada);
    expect((await read(response)).lastRun).toMatchObject({
      outcome: 'IMPORTED',
      created: 1,
      updated: 2,
      unchanged: 0,
      removed: 1,
    });
    const rows = await experiencesOf(hostId);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('Harbor Yoga')?.id).toBe(yogaBefore!.id);
    expect(byName.get('Jazz Night: late show')).toMatchObject({
      id: jazzBefore!.id,
      startTime: '22:00',
      publishState: 'PUBLISHED',
    });
    expect(byName.get('Film Club')?.publishState).toBe('PUBLISHED');
    expect(byName.get('Winter Market')?.publishState).toBe('NOT_PUBLISHED');
    expect((await occurrenceDates(yogaBefore!.id)).map((row) => row.localDate)).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
    ]);
  });

  it('keeps a field the host edited here, locks it, and takes the calendar value again once unlocked', async () => {
    const { db } = t.database;
    const [yoga] = (await experiencesOf(hostId)).filter((row) => row.name === 'Harbor Yoga');
    await db
      .update(experiences)
      .set({ name: 'Harbor Yoga (bring a mat)' })
      .where(eq(experiences.id, yoga!.id));
    feeds.set('/harbor.ics', {
      body: calendar([
        { ...YOGA, summary: 'Harbor Sunset Yoga', rrule: 'FREQ=WEEKLY;COUNT=3', start: '20261201T173000' },
        { ...JAZZ, summary: 'Jazz Night: late show', start: '20261205T220000', end: '20261206T010000' },
        { uid: 'film@harbor.test', summary: 'Film Club', start: '20261203T190000', end: '20261203T210000' },
      ]),
    });
    const synced = await read(call(t, 'POST', `/api/v1/imports/calendars/${sourceId}/sync`, ada));
    expect(synced.lastRun).toMatchObject({ updated: 1, unchanged: 2, keptEdits: 1 });
    const kept = (await experiencesOf(hostId)).find((row) => row.id === yoga!.id)!;
    // The name stays as the host left it; the new time from the calendar still applies.
    expect(kept).toMatchObject({ name: 'Harbor Yoga (bring a mat)', startTime: '17:30' });

    const detail = await read(call(t, 'GET', `/api/v1/imports/calendars/${sourceId}`, ada));
    const link = detail.events.find((event: { uid: string }) => event.uid === YOGA.uid);
    expect(link.lockedFields).toEqual(['name']);
    expect(detail.runs.length).toBeGreaterThanOrEqual(4);

    const unlocked = await call(
      t,
      'PUT',
      `/api/v1/imports/calendars/${sourceId}/events/${link.id}/locks`,
      ada,
      { lockedFields: [] },
    );
    expect(unlocked.status).toBe(200);
    await call(t, 'POST', `/api/v1/imports/calendars/${sourceId}/sync`, ada);
    const followed = (await experiencesOf(hostId)).find((row) => row.id === yoga!.id)!;
    expect(followed.name).toBe('Harbor Sunset Yoga');
  });

  it('confirms a proposed place: it is created and the events at that location move there', async () => {
    const response = await call(t, 'POST', `/api/v1/imports/calendars/${sourceId}/places`, ada, {
      location: 'The Blue Door, 5 Wharf St, Boston, MA 02110',
      name: 'The Blue Door',
      address: '5 Wharf St',
      city: 'Boston',
      state: 'MA',
      lat: 42.3591,
      lng: -71.0505,
    });
    expect(response.status).toBe(200);
    expect((await read(response)).proposedPlaces).toEqual([]);
    const jazz = (await experiencesOf(hostId)).find((row) => row.name.startsWith('Jazz'))!;
    expect(jazz).toMatchObject({ whereName: 'The Blue Door', lat: 42.3591 });
    expect(jazz.placeId).not.toBeNull();
    // The place stays on later imports, without being seen as an edit of the host.
    await call(t, 'PUT', `/api/v1/imports/calendars/${sourceId}/events/none/locks`, ada, {
      lockedFields: [],
    });
  });

  it('honours a 304 and sends the ETag it holds', async () => {
    feeds.set('/etag.ics', { body: calendar([MARKET]), etag: '"v1"' });
    const created = await read(connect(t, ada, { hostId, url: `${base}/etag.ics` }));
    expect(created.lastRun).toMatchObject({ outcome: 'IMPORTED', created: 1 });
    requests.length = 0;
    const again = await read(call(t, 'POST', `/api/v1/imports/calendars/${created.id}/sync`, ada));
    expect(again.lastRun).toMatchObject({ outcome: 'NOT_MODIFIED', created: 0, updated: 0 });
    expect(requests[0]?.headers['if-none-match']).toBe('"v1"');
    await call(t, 'DELETE', `/api/v1/imports/calendars/${created.id}`, ada);
  });

  it('retries a failing feed later and later, reports the error, and recovers', async () => {
    const hour = 60 * 60_000;
    feeds.set('/flaky.ics', { body: calendar([{ ...MARKET, uid: 'flaky@harbor.test' }]) });
    const created = await read(connect(t, ada, { hostId, url: `${base}/flaky.ics` }));
    feeds.set('/flaky.ics', { body: '', status: 503 });
    const failed = await read(call(t, 'POST', `/api/v1/imports/calendars/${created.id}/sync`, ada));
    expect(failed).toMatchObject({
      failureCount: 1,
      lastErrorCode: 'HTTP_STATUS',
      nextRunAt: new Date(NOW + 2 * hour).toISOString(),
      lastRun: { outcome: 'FAILED', errorCode: 'HTTP_STATUS', error: expect.stringContaining('503') },
    });
    // The job takes it when due, not before.
    const config = t.deps.config;
    expect(await syncDueCalendars(t.database.db, config, () => NOW + hour / 2)).toEqual({
      feeds: 0,
      failed: 0,
    });
    expect(await syncDueCalendars(t.database.db, config, () => NOW + 2 * hour)).toMatchObject({ failed: 1 });
    const second = await read(call(t, 'GET', `/api/v1/imports/calendars/${created.id}`, ada));
    expect(second).toMatchObject({
      failureCount: 2,
      nextRunAt: new Date(NOW + 2 * hour + 4 * hour).toISOString(),
    });
    expect(second.runs[0]).toMatchObject({ trigger: 'SCHEDULE', outcome: 'FAILED' });
    feeds.set('/flaky.ics', { body: calendar([{ ...MARKET, uid: 'flaky@harbor.test' }]) });
    expect(await syncDueCalendars(t.database.db, config, () => NOW + 6 * hour)).toMatchObject({
      feeds: 2,
      failed: 0,
    });
    const recovered = await read(call(t, 'GET', `/api/v1/imports/calendars/${created.id}`, ada));
    expect(recovered).toMatchObject({
      failureCount: 0,
      lastErrorCode: null,
      nextRunAt: new Date(NOW + 7 * hour).toISOString(),
    });
    await call(t, 'DELETE', `/api/v1/imports/calendars/${created.id}`, ada);
  });

  it('does not keep a calendar whose first fetch fails, and names the cause', async () => {
    const missing = await connect(t, ada, { hostId, url: `${base}/missing.ics` });
    expect(missing.status).toBe(422);
    expect((await read(missing)).error.code).toBe('HTTP_STATUS');
    feeds.set('/page.html', { body: '<html><body>Not a calendar</body></html>' });
    const page = await connect(t, ada, { hostId, url: `${base}/page.html` });
    expect((await read(page)).error.code).toBe('NOT_A_CALENDAR');
    const list = await read(call(t, 'GET', '/api/v1/imports/calendars', ada));
    expect(list.items.map((item: { url: string }) => item.url)).toEqual([`${base}/harbor.ics`]);
    // Her host, and the place she confirmed (she added it, so she manages it as a venue).
    expect(list.owners).toEqual({
      hosts: [{ id: hostId, name: 'Harbor Arts', slug: 'harbor-arts' }],
      places: [{ id: expect.any(String), name: 'The Blue Door' }],
    });
    expect(list.canManageAny).toBe(false);
  });

  it("imports an uploaded file; a host that is not trusted yet has its events wait for an editor's review", async () => {
    const response = await call(t, 'POST', '/api/v1/imports/calendars/file', bo, {
      hostId: boHostId,
      fileName: 'season.ics',
      content: calendar([
        { ...JAZZ, uid: 'bo-jazz@club.test' },
        { ...MARKET, uid: 'bo-market@club.test', summary: 'Called-off Market', status: 'CANCELLED' },
      ]),
      location: 'boston-ma',
    });
    expect(response.status).toBe(201);
    expect((await read(response)).lastRun).toMatchObject({ trigger: 'UPLOAD', created: 2 });
    const rows = await experiencesOf(boHostId);
    expect(rows.map((row) => [row.name, row.publishState, row.status])).toEqual([
      // STATUS:CANCELLED shows as cancelled (spec §4), not as a missing event.
      ['Called-off Market', 'PENDING_REVIEW', 'CANCELED'],
      ['Jazz Night', 'PENDING_REVIEW', null],
    ]);
  });

  it('lets only the host, or an editor, manage its calendars', async () => {
    expect((await connect(t, bo, { hostId, url: `${base}/harbor.ics` })).status).toBe(403);
    expect((await call(t, 'GET', `/api/v1/imports/calendars/${sourceId}`, bo)).status).toBe(404);
    expect((await call(t, 'DELETE', `/api/v1/imports/calendars/${sourceId}`, bo)).status).toBe(404);
    expect((await call(t, 'GET', `/api/v1/imports/calendars/${sourceId}`, editor)).status).toBe(200);
    feeds.set('/editor.ics', { body: calendar([{ ...MARKET, uid: 'ed@club.test' }]) });
    const byEditor = await connect(t, editor, { hostId: boHostId, url: `${base}/editor.ics` });
    expect(byEditor.status).toBe(201);
    // Added by an editor: published without review, though the host is new.
    expect((await experiencesOf(boHostId)).find((row) => row.name === 'Winter Market')?.publishState).toBe(
      'PUBLISHED',
    );
    expect((await connect(t, ada, { hostId, url: `${base}/harbor.ics` })).status).toBe(409);
    expect((await connect(t, ada, { hostId, placeId: 'x', url: `${base}/harbor.ics` })).status).toBe(400);
  });

  it('disconnects a calendar and keeps the experiences it made', async () => {
    const before = (await experiencesOf(hostId)).length;
    expect((await call(t, 'DELETE', `/api/v1/imports/calendars/${sourceId}`, ada)).status).toBe(204);
    expect((await call(t, 'GET', `/api/v1/imports/calendars/${sourceId}`, ada)).status).toBe(404);
    expect((await experiencesOf(hostId)).length).toBe(before);
  });
});

describe('connected calendars, as deployed (private addresses refused)', () => {
  let carol: SignedUpUser;
  let carolHost: string;
  beforeAll(async () => {
    carol = await signUp(guarded, { username: 'carol_calendars' });
    const [host] = await guarded.database.db
      .insert(hosts)
      .values({ name: 'Carol Hall', slug: 'carol-hall', ownerId: carol.id })
      .returning();
    carolHost = host!.id;
  });

  it.each([
    ['loopback', () => `${base}/harbor.ics`],
    ['localhost by name, as webcal://', () => 'webcal://localhost/harbor.ics'],
    ['a private range', () => 'http://10.0.0.7/cal.ics'],
    ['link-local metadata', () => 'http://169.254.169.254/latest/meta-data'],
    ['IPv6 unique-local', () => 'http://[fd00::1]/cal.ics'],
    ['NAT64', () => 'http://[64:ff9b::a00:7]/cal.ics'],
  ])('refuses %s and keeps nothing', async (_name, url) => {
    const response = await connect(guarded, carol, { hostId: carolHost, url: url() });
    expect(response.status).toBe(422);
    expect((await read(response)).error.code).toBe('PRIVATE_ADDRESS');
  });

  it('refuses other schemes before fetching', async () => {
    const response = await connect(guarded, carol, { hostId: carolHost, url: 'file:///etc/passwd' });
    expect(response.status).toBe(400);
    const list = await read(call(guarded, 'GET', '/api/v1/imports/calendars', carol));
    expect(list.items).toEqual([]);
  });
});
