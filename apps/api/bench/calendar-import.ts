/**
 * `npm run bench:calendar` (apps/api; issue 26 Bench): importing a 5,000-event calendar (1,000 of them repeating)
 * into the bench database of `--scale N` (bench-database.ts: seeded once, reused; default 1, the issue asks for 33),
 * and building the whole city's feed, each as a ratio to a floor measured in the same run:
 * - import floor: the same feed fetched over HTTP through fetch-public-url.ts, read by the domain's reader, and one
 *   plain row per event inserted into a scratch table in one transaction (the least any import must do);
 * - import: the connected calendar's first sync (calendar-sync.ts: experiences through the editor's writes, their
 *   occurrences, review rows, UID links), then a re-import of the unchanged feed (new DTSTAMPs: the hash), a 304,
 *   and a re-import where 100 events changed;
 * - feed floor: the ids of the city feed's events (its one query); feed: those events read and written as
 *   iCalendar (calendar-feeds), built afresh each time.
 * The imported host and its experiences are deleted afterwards, so the bench database stays as seeded. Reports
 * seconds, ratios and peak resident memory. `--events N` (default 5000), `--repeating N` (default 1000).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCalendarSource, findCalendarSource } from '@happenings/db/calendar-imports';
import { createDatabase } from '@happenings/db/client';
import { hosts, places } from '@happenings/db/schema';
import { readCalendarFile } from '@happenings/domain/imports/ical';
import { loadConfig } from '../src/env.ts';
import { listCityFeedIds, toFeedEvents } from '../src/features/calendar-feeds/calendar-feed-events.ts';
import { buildFeedBody } from '../src/features/calendar-feeds/calendar-feed-response.ts';
import { syncCalendarSource } from '../src/features/imports/calendar-sync.ts';
import { fetchPublicUrl } from '../src/http/fetch-public-url.ts';
import { prepareBenchDatabase } from './bench-database.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const SCALE = arg('scale', 1);
const EVENTS = arg('events', 5000);
const REPEATING = arg('repeating', 1000);
/** A port of this bench's own for the feed's server. */
const PORT = arg('port', 42010);
const apiDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const pad = (n: number) => String(n).padStart(2, '0');
function icalDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

/** A venue's season as Google writes it: every event with its UID, a fresh DTSTAMP, LOCATION from the venues. */
function buildFeed(
  venues: Array<{ name: string; address: string | null }>,
  stamp: string,
  renamed = 0,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bench//Calendar//EN',
    'X-WR-CALNAME:Bench season',
    'X-WR-TIMEZONE:America/New_York',
  ];
  const start = Date.now() + 86_400_000;
  for (let index = 0; index < EVENTS; index += 1) {
    const day = icalDate(start + (index % 120) * 86_400_000);
    const hour = pad(10 + (index % 11));
    const venue = venues[index % venues.length]!;
    const location =
      index % 3 === 0
        ? `Unknown Hall ${index % 50}, ${index} Bench St, Boston, MA`
        : `${venue.name}, ${venue.address ?? ''}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${index}@calendar.test`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=America/New_York:${day}T${hour}0000`,
      `DTEND;TZID=America/New_York:${day}T${hour}4500`,
      `SUMMARY:${index < renamed ? 'Renamed ' : ''}Bench event ${index}`,
      `DESCRIPTION:Event ${index} of the bench season\\, with a description long enough to be a real one.`,
      `LOCATION:${location.replace(/,/g, '\\,')}`,
      ...(index < REPEATING ? [`RRULE:FREQ=WEEKLY;COUNT=${8 + (index % 5)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const ratio = (value: number, floor: number) => (value / floor).toFixed(1);
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function main(): Promise<void> {
  const url = await prepareBenchDatabase(apiDir, SCALE);
  const database = await createDatabase({ url });
  if (database.kind !== 'postgres') throw new Error('the calendar bench runs on PostgreSQL');
  const { db, pool } = database;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true',
    REVIEW_FIRST_EVENTS: '0',
    CALENDAR_EVENTS_PER_FEED: String(EVENTS),
  });
  const venues = await db.select({ name: places.name, address: places.address }).from(places).limit(200);
  let body = buildFeed(venues, '20260101T000000Z');
  let etag = '"v1"';
  const server = createServer((request, response) => {
    if (request.headers['if-none-match'] === etag) return response.writeHead(304).end();
    response.writeHead(200, { 'content-type': 'text/calendar', etag }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${PORT}/season.ics`;
  const [host] = await db
    .insert(hosts)
    .values({ name: 'Bench calendar host', slug: `bench-calendar-${Date.now()}` })
    .returning();
  try {
    // Floor: fetch, read, and one plain row per event.
    await pool.query(
      'create table if not exists bench_calendar_floor (uid text, name text, starts_at timestamptz)',
    );
    await pool.query('truncate bench_calendar_floor');
    let started = performance.now();
    const fetched = await fetchPublicUrl(feedUrl, {
      allowPrivateAddresses: true,
      maxBytes: 50 * 1024 * 1024,
    });
    const file = readCalendarFile(fetched.notModified ? '' : fetched.body.toString('utf8'), {
      defaultTimeZone: 'America/New_York',
    });
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const event of file.events) {
        await client.query('insert into bench_calendar_floor values ($1, $2, $3::timestamptz)', [
          event.uid,
          event.name,
          event.schedule.when.start ?? null,
        ]);
      }
      await client.query('commit');
    } finally {
      client.release();
    }
    const floorMs = performance.now() - started;

    const source = await createCalendarSource(db, {
      hostId: host!.id,
      placeId: null,
      locationSlug: 'boston-ma',
      kind: 'URL',
      url: feedUrl,
      fileName: null,
      name: 'Bench season',
      addedById: null,
      nextRunAt: null,
    });
    const run = async (trigger: 'CONNECT' | 'MANUAL') => {
      const current = (await findCalendarSource(db, source!.id))!;
      const at = performance.now();
      const report = await syncCalendarSource(db, config, current, { trigger, now: Date.now });
      return { ms: performance.now() - at, report };
    };
    const first = await run('CONNECT');
    etag = '"v2"';
    body = buildFeed(venues, '20260102T000000Z');
    const unchanged = await run('MANUAL');
    const notModified = await run('MANUAL');
    etag = '"v3"';
    body = buildFeed(venues, '20260103T000000Z', 100);
    const changed = await run('MANUAL');
    const counted = await pool.query(
      'select count(*)::int as n from occurrences o join experiences e on e.id = o.experience_id where e.host_id = $1',
      [host!.id],
    );
    const occurrences = (counted.rows[0] as { n: number }).n;

    // The whole city's feed: its ids (floor), then built (ids, rows, iCalendar), 20 times each.
    const now = Date.now();
    const times = 20;
    started = performance.now();
    for (let index = 0; index < times; index += 1)
      await listCityFeedIds({ db, locationSlug: 'boston-ma', now, categories: [] });
    const idsMs = (performance.now() - started) / times;
    started = performance.now();
    let bytes = 0;
    let count = 0;
    for (let index = 0; index < times; index += 1) {
      const ids = await listCityFeedIds({ db, locationSlug: 'boston-ma', now, categories: [] });
      const feed = await toFeedEvents(db, ids, { siteUrl: 'https://happenings.test', now });
      const text = buildFeedBody({ ...feed, name: 'Happenings · Boston', timeZone: 'America/New_York' }, now);
      bytes = text.length;
      count = feed.events.length;
    }
    const feedMs = (performance.now() - started) / times;

    console.info(
      `\nCalendar import bench: ${EVENTS} events (${REPEATING} repeating), scale ${SCALE} database\n`,
    );
    console.table([
      { step: 'floor: fetch + read + 1 row per event', seconds: seconds(floorMs), ratio: '1.0' },
      {
        step: `first import (${first.report.createdCount} created, ${occurrences} occurrences now)`,
        seconds: seconds(first.ms),
        ratio: ratio(first.ms, floorMs),
      },
      {
        step: `re-import, unchanged (${unchanged.report.outcome})`,
        seconds: seconds(unchanged.ms),
        ratio: ratio(unchanged.ms, floorMs),
      },
      {
        step: `re-import, 304 (${notModified.report.outcome})`,
        seconds: seconds(notModified.ms),
        ratio: ratio(notModified.ms, floorMs),
      },
      {
        step: `re-import, 100 changed (${changed.report.updatedCount} updated, ${changed.report.unchangedCount} unchanged)`,
        seconds: seconds(changed.ms),
        ratio: ratio(changed.ms, floorMs),
      },
      { step: 'city feed floor: its ids', seconds: (idsMs / 1000).toFixed(3), ratio: '1.0' },
      {
        step: `city feed built (${count} events, ${Math.round(bytes / 1024)} KiB)`,
        seconds: (feedMs / 1000).toFixed(3),
        ratio: ratio(feedMs, idsMs),
      },
    ]);
    console.info(`peak resident memory: ${peakMb()} MB`);
  } finally {
    await pool.query('delete from experiences where host_id = $1', [host!.id]);
    await pool.query('delete from hosts where id = $1', [host!.id]);
    await pool.query('drop table if exists bench_calendar_floor');
    server.close();
    await database.close();
  }
}

await main();
