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
import { toRowCalendarEvents } from '../calendar-feeds/calendar-feed-events.ts';
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

/** Opening hours per weekday (a venue open Tuesday to Sunday, 10 to 5): written as one weekly VEVENT per opening. */
const hasWeekdayHours = (row: ExperienceRow) =>
  Object.values(row.weekdays ?? {}).some((hours) => hours !== 'closed' && hours !== undefined);

const instants = (row: ExperienceRow) =>
  expandSchedule(row, YEAR).map(
    (occurrence) => `${occurrence.startsAt.toISOString()}/${occurrence.endsAt.toISOString()}`,
  );

/** The occurrences of several experiences together, in order: a family of VEVENTs imports as several. */
const combinedInstants = (rows: readonly ExperienceRow[]) => rows.flatMap(instants).sort();

describe('calendar round trip', () => {
  it('imports every exported seeded experience with the same occurrences over a year', async () => {
    const { db } = database;
    const seeded = await db.select().from(experiences);
    const entriesOf = new Map(
      seeded.map((row) => [row.id, toRowCalendarEvents(row, 'https://happenings.test')]),
    );
    // Every seeded experience can be written as calendar entries.
    expect(seeded.filter((row) => entriesOf.get(row.id)!.length === 0).map((row) => row.name)).toEqual([]);
    const events = [...entriesOf.values()].flat();
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
    // One experience per VEVENT: opening hours per weekday come back as several, one per distinct opening.
    expect(run.createdCount).toBe(events.length);

    const links = await listImportedEvents(db, source!.id);
    const imported = await listExperiencesByIds(
      db,
      links.map((link) => link.experienceId!),
    );
    const byUid = new Map(links.map((link) => [link.uid, imported.get(link.experienceId!)]));
    const mismatches: string[] = [];
    let compared = 0;
    let repeating = 0;
    let withHours = 0;
    for (const original of seeded) {
      const copies = entriesOf.get(original.id)!.map((entry) => byUid.get(entry.uid));
      expect(copies.every(Boolean), original.name).toBe(true);
      const expected = instants(original);
      const got = combinedInstants(copies as ExperienceRow[]);
      compared += 1;
      if (expected.length > 1) repeating += 1;
      if (hasWeekdayHours(original)) withHours += 1;
      if (
        copies.some((copy) => copy!.name !== original.name) ||
        JSON.stringify(got) !== JSON.stringify(expected)
      ) {
        mismatches.push(`${original.name}: ${expected.length} occurrences, imported ${got.length}`);
      }
    }
    expect(mismatches).toEqual([]);
    // All of the seed is compared: repeating schedules (RRULE, DAILY/WEEKLY/MONTHLY repeats) and opening hours
    // per weekday (weekly bar and market hours, exhibitions open Tuesday to Sunday) included.
    expect(compared).toBe(seeded.length);
    expect(repeating).toBeGreaterThan(10);
    expect(withHours).toBeGreaterThan(5);
  }, 180_000);
});
