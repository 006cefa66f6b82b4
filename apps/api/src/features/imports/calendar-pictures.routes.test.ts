/**
 * Pictures of imported events (issue 26: ATTACH/images where present), end to end: a local server serves an .ics
 * whose events point at a PNG, an HTML page and a Google Drive viewer page; the import stores the PNG as our own
 * media (served by the media route), names the other two in its report, and a re-import fetches nothing again.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { experiences, hosts, users } from '@happenings/db/schema';
import { makeLocation } from '@happenings/db/testing';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { jsonRequest, type SignedUpUser, signUp } from '../../testing/sign-up.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field with toMatchObject
type Json = any;

let stamp = 0;
function calendar(base: string, extra: string[] = []): string {
  stamp += 1;
  const event = (uid: string, summary: string, day: string, lines: string[]) => [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:20261120T1200${String(stamp % 60).padStart(2, '0')}Z`,
    `DTSTART;TZID=America/New_York:202612${day}T180000`,
    `DTEND;TZID=America/New_York:202612${day}T200000`,
    `SUMMARY:${summary}`,
    ...lines,
    'END:VEVENT',
  ];
  return `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Pictures//EN',
    ...event('poster@pictures.test', 'Poster Night', '01', [
      `IMAGE;VALUE=URI;DISPLAY=FULLSIZE:${base}/poster.png`,
    ]),
    ...event('page@pictures.test', 'Page Night', '02', [`IMAGE;VALUE=URI:${base}/page.html`]),
    ...event('drive@pictures.test', 'Drive Night', '03', [
      'ATTACH;FMTTYPE=image/png:https://drive.google.com/file/d/1abc/view?usp=sharing',
    ]),
    ...extra,
    'END:VCALENDAR',
  ].join('\r\n')}\r\n`;
}

const hits = new Map<string, number>();
let feed = '';
let png: Buffer;
let server: Server;
let base: string;
let t: TestApp;
let ada: SignedUpUser;
let hostId: string;

beforeAll(async () => {
  png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#e76f51' } })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    const path = request.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/pictures.ics')
      return response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
    if (path === '/poster.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (path === '/page.html')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: { IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true', REVIEW_FIRST_EVENTS: '0' },
    clock: () => NOW,
  });
  ada = await signUp(t, { username: 'ada_pictures' });
  const { db } = t.database;
  await makeLocation(db, 'boston-ma');
  await db
    .update(users)
    .set({ trustedAt: new Date(NOW) })
    .where(eq(users.id, ada.id));
  const [host] = await db
    .insert(hosts)
    .values({ name: 'Picture House', slug: 'picture-house', ownerId: ada.id })
    .returning();
  hostId = host!.id;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t?.close();
});

const experiencesOf = () =>
  t.database.db
    .select()
    .from(experiences)
    .where(eq(experiences.hostId, hostId))
    .orderBy(asc(experiences.name));

describe('pictures of imported events', () => {
  let sourceId: string;

  it('stores an IMAGE as our own media and names what is not an image in the report', async () => {
    feed = calendar(base);
    const response = await t.app.request(
      '/api/v1/imports/calendars',
      jsonRequest('POST', { hostId, url: `${base}/pictures.ics`, location: 'boston-ma' }, ada.headers),
    );
    expect(response.status).toBe(201);
    const source: Json = await response.json();
    sourceId = source.id;
    expect(source.lastRun).toMatchObject({ outcome: 'IMPORTED', created: 3 });
    const reasons = (source.lastRun.skips as { uid: string; reason: string }[]).map((s) => [s.uid, s.reason]);
    expect(reasons).toEqual([
      ['page@pictures.test', expect.stringContaining('not an image (text/html)')],
      ['drive@pictures.test', expect.stringContaining('a Google Drive page')],
    ]);

    const [drive, page, poster] = await experiencesOf();
    expect([drive!.media, page!.media]).toEqual([[], []]);
    expect(poster!.media).toHaveLength(1);
    const picture = poster!.media[0]!;
    expect(picture).toMatchObject({ resource_type: 'image', format: 'png', width: 640, height: 400 });
    // Our own media, served by our media route: no address of the calendar's server is kept.
    expect(new URL(picture.secure_url).pathname).toMatch(/^\/media\/[^/]+\/image\/upload\/v\d+\/uploads\//);
    expect(picture.secure_url).not.toContain(base);
    const served = await t.app.request(new URL(picture.secure_url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
    expect(hits.get('/poster.png')).toBe(1);
  });

  it('fetches no picture again on a re-import, whether the feed is unchanged or another event changed', async () => {
    const before = (await experiencesOf()).map((row) => [row.name, row.updatedAt.getTime(), row.media]);
    const sync = async () =>
      (await (
        await t.app.request(`/api/v1/imports/calendars/${sourceId}/sync`, {
          method: 'POST',
          headers: ada.headers,
        })
      ).json()) as Json;
    feed = calendar(base);
    expect((await sync()).lastRun).toMatchObject({ outcome: 'UNCHANGED' });
    feed = calendar(base, [
      'BEGIN:VEVENT',
      'UID:talk@pictures.test',
      'DTSTAMP:20261120T120000Z',
      'DTSTART;TZID=America/New_York:20261204T180000',
      'SUMMARY:Talk Night',
      'END:VEVENT',
    ]);
    expect((await sync()).lastRun).toMatchObject({
      outcome: 'IMPORTED',
      created: 1,
      unchanged: 3,
      skipped: 0,
    });
    expect(hits.get('/poster.png')).toBe(1);
    expect(hits.get('/page.html')).toBe(1);
    const after = (await experiencesOf()).filter((row) => row.name !== 'Talk Night');
    expect(after.map((row) => [row.name, row.updatedAt.getTime(), row.media])).toEqual(before);
  });
});
