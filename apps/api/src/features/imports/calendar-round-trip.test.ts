/**
 * issue 26 How it is checked, round trip: every seeded experience exported as a calendar (the feeds' own writer,
 * calendar-feeds/calendar-feed-events.ts) and imported into an empty host (calendar-sync.ts, as an uploaded file)
 * gives the same occurrences: the same instants over the next year, each imported schedule expanded by the same
 * engine as the original's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCalendarSource, listImportedEvents } from '@happenings/db/calendar-imports';
import type { DatabaseHandle } from '@happenings/db/client';
import { type ExperienceRow, expandSchedule, listExperiencesByIds } from '@happenings/db/experiences';
import { experiences, hosts } from '@happenings/db/schema';
import { createTestDatabase } from '@happenings/db/testing';
import { buildICalendar } from '@happenings/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.ts';
import { seedDatabase } from '../../seed/seed-database.ts';
import { toRowCalendarEvent } from '../calendar-feeds/calendar-feed-events.ts';
import { syncCalendarSource } from './calendar-sync.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const YEAR = { fromMs: NOW, toMs: NOW + 365 * 86_400_000 };

let database: DatabaseHandle;
let mediaDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'happenings-round-trip-'));
  await seedDatabase(database.db, {
    now: NOW,
    size: 'test',
    mediaDir,
    publicUrl: 'https://happenings.test',
    cloudname: 'happenings',
    log: () => {},
  });
}, 180_000);

afterAll(async () => {
  await database?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

/**
 * Opening hours per weekday (a venue open Tuesday to Sunday, 10 to 5) have no single-VEVENT form: the feeds write
 * them as one span, which imports as one long event. Left out here until the export writes one weekly VEVENT per
 * distinct hours (the `it.todo` below).
 */
const hasWeekdayHours = (row: ExperienceRow) =>
  Object.values(row.weekdays ?? {}).some((hours) => hours !== 'closed' && hours !== undefined);

const instants = (row: ExperienceRow) =>
  expandSchedule(row, YEAR).map(
    (occurrence) => `${occurrence.startsAt.toISOString()}/${occurrence.endsAt.toISOString()}`,
  );

describe('calendar round trip', () => {
  it('imports every exported seeded experience, opening hours aside, with the same occurrences over a year', async () => {
    const { db } = database;
    const seeded = await db.select().from(experiences);
    const events = seeded
      .map((row) => toRowCalendarEvent(row, 'https://happenings.test'))
      .filter((event) => event !== null);
    // Every seeded experience can be written as a calendar entry.
    expect(events.length).toBe(seeded.length);
    const text = buildICalendar(events, {
      now: NOW,
      calendarName: 'Round trip',
      timeZone: 'America/New_York',
    });

    const [host] = await db
      .insert(hosts)
      .values({ name: 'Empty Host', slug: 'empty-host-round-trip' })
      .returning();
    const source = await createCalendarSource(db, {
      hostId: host!.id,
      placeId: null,
      locationSlug: 'boston-ma',
      kind: 'FILE',
      url: null,
      fileName: 'round-trip.ics',
      name: 'Round trip',
      addedById: null,
      nextRunAt: null,
    });
    const config = loadConfig({ NODE_ENV: 'test', REVIEW_FIRST_EVENTS: '0' });
    const run = await syncCalendarSource(db, config, source!, {
      trigger: 'UPLOAD',
      now: () => NOW,
      fileText: text,
    });
    expect({ outcome: run.outcome, skips: run.skips }).toEqual({ outcome: 'IMPORTED', skips: [] });
    expect(run.createdCount).toBe(seeded.length);

    const links = await listImportedEvents(db, source!.id);
    const imported = await listExperiencesByIds(
      db,
      links.map((link) => link.experienceId!),
    );
    const byUid = new Map(links.map((link) => [link.uid, imported.get(link.experienceId!)]));
    const mismatches: string[] = [];
    let repeating = 0;
    for (const original of seeded.filter((row) => !hasWeekdayHours(row))) {
      const copy = byUid.get(`${original.id}@happenings`);
      expect(copy, original.name).toBeDefined();
      const expected = instants(original);
      if (expected.length > 1) repeating += 1;
      if (copy!.name !== original.name || JSON.stringify(instants(copy!)) !== JSON.stringify(expected)) {
        mismatches.push(
          `${original.name}: ${expected.length} occurrences, imported ${instants(copy!).length}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
    // Most of the seed is compared, its repeating schedules (RRULE, DAILY/WEEKLY/MONTHLY repeats) included.
    expect(seeded.length - seeded.filter(hasWeekdayHours).length).toBeGreaterThan(100);
    expect(repeating).toBeGreaterThan(10);
  }, 180_000);

  it.todo(
    'opening hours per weekday survive the round trip (needs one weekly VEVENT per distinct hours in the export)',
  );
});
