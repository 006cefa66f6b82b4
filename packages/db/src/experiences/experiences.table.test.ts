import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeExperience } from '../testing/factories.ts';
import { catchPgErrorCode, PG_ERROR } from '../testing/pg-error-code.ts';
import { experienceCategories } from './categories.table.ts';
import { experiences } from './experiences.table.ts';
import { occurrences } from './occurrences.table.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('experiences', () => {
  it('rejects a duplicate slug', async () => {
    const { db } = database;
    await makeExperience(db, { slug: 'jazz-night' });
    expect(await catchPgErrorCode(makeExperience(db, { slug: 'jazz-night' }))).toBe(PG_ERROR.uniqueViolation);
  });

  it('gives each experience its own documentId and the default time zone (spec §4)', async () => {
    const { db } = database;
    const a = await makeExperience(db);
    const b = await makeExperience(db);
    expect(a.documentId).not.toBe(b.documentId);
    expect(a.timeZone).toBe('America/New_York');
    expect(a.publishState).toBe('PUBLISHED');
  });

  it.each([
    ['publish state', { publishState: 'LIVE' }],
    ['status flag', { status: 'DELAYED' }],
    ['repeats', { repeats: 'HOURLY' }],
    ['schedule type', { scheduleType: 'SOMETIMES' }],
    ['start time', { startTime: '25:00' }],
    ['end time', { endTime: '9:00' }],
  ])('rejects an unknown %s', async (_field, values) => {
    expect(await catchPgErrorCode(makeExperience(database.db, values))).toBe(PG_ERROR.checkViolation);
  });

  it.each([
    ['a status flag', { status: 'POSTPONED' }],
    ["repeats ''", { repeats: '' }],
    ['local times', { startTime: '09:30', endTime: '23:59' }],
  ])('accepts %s', async (_field, values) => {
    const row = await makeExperience(database.db, values);
    expect(row).toMatchObject(values);
  });

  it('keeps when as typed columns: dates as YYYY-MM-DD strings, instants as Dates, weekdays as JSON', async () => {
    const row = await makeExperience(database.db, {
      startDate: '2025-03-08',
      endDate: '2025-03-09',
      startAt: new Date('2025-03-08T14:00:00Z'),
      repeatsUntil: '2025-11-02',
      weekdays: { saturday: '10:00-18:00', sunday: 'closed', monday: '' },
      rrule: 'FREQ=WEEKLY;BYDAY=SA',
    });
    const found = (await database.db.select().from(experiences).where(eq(experiences.id, row.id)))[0]!;
    expect(found.startDate).toBe('2025-03-08');
    expect(found.repeatsUntil).toBe('2025-11-02');
    expect(found.startAt?.toISOString()).toBe('2025-03-08T14:00:00.000Z');
    expect(found.weekdays).toEqual({ saturday: '10:00-18:00', sunday: 'closed', monday: '' });
  });

  it('generates the full-text document from the name and descriptions', async () => {
    const row = await makeExperience(database.db, {
      name: 'Harbor Lights Festival',
      shortDescription: 'Lanterns',
    });
    expect(row.search).toContain("'harbor':1A");
    expect(row.search).toContain("'lantern':4B");
  });

  it('deleting an experience deletes its occurrences and category links', async () => {
    const { db } = database;
    const row = await makeExperience(db, {
      categories: ['music'],
      occurrences: [{ startsAt: new Date('2025-06-01T23:00:00Z') }],
    });
    expect(await db.select().from(occurrences).where(eq(occurrences.experienceId, row.id))).toHaveLength(1);
    await db.delete(experiences).where(eq(experiences.id, row.id));
    expect(await db.select().from(occurrences).where(eq(occurrences.experienceId, row.id))).toEqual([]);
    expect(
      await db.select().from(experienceCategories).where(eq(experienceCategories.experienceId, row.id)),
    ).toEqual([]);
  });

  it('stores the local date of an occurrence in the event zone, not the process zone (TZ=Asia/Kathmandu)', async () => {
    const row = await makeExperience(database.db, {
      // 02:30 UTC on 2 June is still 1 June in New York (22:30 EDT) but 2 June in Kathmandu.
      occurrences: [{ startsAt: new Date('2025-06-02T02:30:00Z') }],
    });
    const [occurrence] = await database.db
      .select()
      .from(occurrences)
      .where(eq(occurrences.experienceId, row.id));
    expect(occurrence?.localDate).toBe('2025-06-01');
  });
});
