import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeExperience, makeLocation } from '../testing/factories.ts';
import { experiences } from './experiences.table.ts';
import { refreshOccurrences } from './occurrences.refresh.ts';
import { occurrences } from './occurrences.table.ts';

/** Sunday 1 March 2026, 10:00 in New York; clocks spring forward on Sunday 8 March. */
const NOW = Date.parse('2026-03-01T15:00:00Z');

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function rowsOf(experienceId: string) {
  return database.db
    .select()
    .from(occurrences)
    .where(eq(occurrences.experienceId, experienceId))
    .orderBy(asc(occurrences.startsAt));
}

async function horizonOf(experienceId: string) {
  const [row] = await database.db
    .select({ until: experiences.occurrencesUntil })
    .from(experiences)
    .where(eq(experiences.id, experienceId));
  return row?.until;
}

describe('refreshOccurrences', () => {
  it('keeps weekly hours at local time across the spring-forward change', async () => {
    const { db } = database;
    const jazz = await makeExperience(db, {
      startDate: '2026-01-06',
      endDate: '2026-01-06',
      repeats: 'WEEKLY',
      weekdays: { tuesday: '19:00-22:00' },
      categories: ['music', 'jazz'],
    });
    const result = await refreshOccurrences(db, { experienceIds: [jazz.id], now: NOW, windowDays: 14 });
    expect(result).toEqual({ experiences: 1, occurrences: 2 });
    const rows = await rowsOf(jazz.id);
    // 7 PM EST is 00:00Z the next day; 7 PM EDT is 23:00Z.
    expect(rows.map((row) => [row.localDate, row.startsAt.toISOString(), row.endsAt.toISOString()])).toEqual([
      ['2026-03-03', '2026-03-04T00:00:00.000Z', '2026-03-04T03:00:00.000Z'],
      ['2026-03-10', '2026-03-10T23:00:00.000Z', '2026-03-11T02:00:00.000Z'],
    ]);
    expect(rows[0]).toMatchObject({
      categories: ['jazz', 'music'],
      locationSlug: 'boston-ma',
      lat: 42.3601,
      lng: -71.0589,
      publishState: 'PUBLISHED',
      isAllDay: false,
    });
    expect(await horizonOf(jazz.id)).toBe('2026-03-15');
  });

  it('expands an rrule minus its exdates, at local time', async () => {
    const { db } = database;
    const yoga = await makeExperience(db, {
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      startTime: '18:00',
      endTime: '19:30',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6',
      exdates: ['2026-03-04'],
    });
    await refreshOccurrences(db, { experienceIds: [yoga.id], now: NOW });
    const rows = await rowsOf(yoga.id);
    expect(rows.map((row) => row.localDate)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-11',
      '2026-03-16',
      '2026-03-18',
    ]);
    expect(rows[0]?.startsAt.toISOString()).toBe('2026-03-02T23:00:00.000Z');
    expect(rows[1]?.startsAt.toISOString()).toBe('2026-03-09T22:00:00.000Z');
    expect(rows[1]?.endsAt.toISOString()).toBe('2026-03-09T23:30:00.000Z');
  });

  it('repeats monthly on the same day, skipping months without it, until repeatsUntil', async () => {
    const { db } = database;
    const market = await makeExperience(db, {
      startDate: '2026-01-31',
      endDate: '2026-01-31',
      startTime: '09:00',
      endTime: '13:00',
      repeats: 'MONTHLY',
      repeatsUntil: '2026-12-31',
    });
    await refreshOccurrences(db, { experienceIds: [market.id], now: NOW });
    const rows = await rowsOf(market.id);
    expect(rows.map((row) => row.localDate)).toEqual([
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
    expect(await horizonOf(market.id)).toBe('2026-12-31');
  });

  it('writes one row for a one-time event and none for a past one', async () => {
    const { db } = database;
    const talk = await makeExperience(db, {
      startDate: '2026-03-20',
      endDate: '2026-03-20',
      startTime: '18:30',
      endTime: '20:00',
    });
    const old = await makeExperience(db, { startDate: '2025-01-10', endDate: '2025-01-10' });
    const result = await refreshOccurrences(db, { experienceIds: [talk.id, old.id], now: NOW });
    expect(result).toEqual({ experiences: 2, occurrences: 1 });
    const [row] = await rowsOf(talk.id);
    expect(row?.startsAt.toISOString()).toBe('2026-03-20T22:30:00.000Z');
    expect(row?.endsAt.toISOString()).toBe('2026-03-21T00:00:00.000Z');
    expect(await rowsOf(old.id)).toEqual([]);
    // Nothing left to extend: the horizon is the schedule's own last day.
    expect(await horizonOf(old.id)).toBe('2025-01-10');
    // Listed until its one occurrence ends; the past one has nothing to list.
    const listed = await db
      .select({ id: experiences.id, until: experiences.listedUntil })
      .from(experiences)
      .where(inArray(experiences.id, [talk.id, old.id]));
    expect(new Map(listed.map((row) => [row.id, row.until?.toISOString() ?? null]))).toEqual(
      new Map([
        [talk.id, '2026-03-21T00:00:00.000Z'],
        [old.id, null],
      ]),
    );
  });

  it('writes one row per open day for an ongoing exhibition with hours, one span without', async () => {
    const { db } = database;
    const exhibition = await makeExperience(db, {
      startDate: '2026-02-01',
      endDate: '2026-03-08',
      weekdays: { saturday: '', sunday: '10:00-17:00' },
    });
    const installation = await makeExperience(db, { startDate: '2026-02-01', endDate: '2026-04-30' });
    await refreshOccurrences(db, { experienceIds: [exhibition.id, installation.id], now: NOW });
    const rows = await rowsOf(exhibition.id);
    // Yesterday (the one-day margin), today (Sunday 1 March), Saturday 7 March all day, Sunday 8 March (EDT).
    expect(rows.map((row) => [row.localDate, row.isAllDay])).toEqual([
      ['2026-02-28', true],
      ['2026-03-01', false],
      ['2026-03-07', true],
      ['2026-03-08', false],
    ]);
    expect(rows[3]?.startsAt.toISOString()).toBe('2026-03-08T14:00:00.000Z');
    // An all-day day ends at 23:59:59 local, so it does not touch the next day.
    expect(rows[2]?.endsAt.toISOString()).toBe('2026-03-08T04:59:59.000Z');
    const span = await rowsOf(installation.id);
    expect(span).toHaveLength(1);
    expect(span[0]?.startsAt.toISOString()).toBe('2026-02-01T05:00:00.000Z');
    expect(span[0]?.endsAt.toISOString()).toBe('2026-05-01T03:59:59.000Z');
  });

  it('keeps cancelled occurrences with their status, and replaces rows on refresh', async () => {
    const { db } = database;
    const gig = await makeExperience(db, {
      startDate: '2026-03-05',
      endDate: '2026-03-05',
      startTime: '20:00',
      endTime: '23:00',
      repeats: 'DAILY',
      repeatsUntil: '2026-03-07',
      status: 'CANCELED',
      isBoosted: true,
    });
    await refreshOccurrences(db, { experienceIds: [gig.id], now: NOW });
    const rows = await rowsOf(gig.id);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.status === 'CANCELED' && row.isBoosted)).toBe(true);

    await db
      .update(experiences)
      .set({ status: null, publishState: 'NOT_PUBLISHED' })
      .where(eq(experiences.id, gig.id));
    await refreshOccurrences(db, { experienceIds: [gig.id], now: NOW });
    const again = await rowsOf(gig.id);
    expect(again).toHaveLength(3);
    expect(again.every((row) => row.status === null && row.publishState === 'NOT_PUBLISHED')).toBe(true);
  });

  it('refreshes inside a caller transaction', async () => {
    const { db } = database;
    const one = await makeExperience(db, { startDate: '2026-03-03', endDate: '2026-03-03' });
    await db.transaction(async (tx) => {
      await refreshOccurrences(tx, { experienceIds: [one.id], now: NOW });
    });
    expect(await rowsOf(one.id)).toHaveLength(1);
  });

  it('handles more experiences than one batch with bulk inserts', async () => {
    const { db } = database;
    await makeLocation(db);
    const values = Array.from({ length: 1200 }, (_, i) => ({
      name: `Bulk ${i}`,
      slug: `bulk-${i}`,
      publishState: 'PUBLISHED',
      locationSlug: 'boston-ma',
      lat: 42.35,
      lng: -71.06,
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      startTime: '12:00',
      endTime: '13:00',
      repeats: 'WEEKLY',
    }));
    const inserted = await db.insert(experiences).values(values).returning({ id: experiences.id });
    const result = await refreshOccurrences(db, {
      experienceIds: inserted.map((row) => row.id),
      now: NOW,
      windowDays: 27,
    });
    // Mondays from 2 March through 28 March: 2, 9, 16, 23.
    expect(result).toEqual({ experiences: 1200, occurrences: 4800 });
  });
});
