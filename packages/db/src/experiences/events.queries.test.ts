/**
 * listEventOccurrences answers its two parts (running at the window's start, starting in it) as one list in start
 * order: nothing twice, nothing missing, pages that join up, the box and the filters applied to both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeExperience } from '../testing/factories.ts';
import { listEventOccurrences } from './events.queries.ts';

const FROM = new Date('2026-03-02T05:00:00Z');
const TO = new Date('2026-03-09T05:00:00Z');
const hours = (h: number) => new Date(FROM.getTime() + h * 3_600_000);
const BOSTON = { xmin: -71.2, ymin: 42.2, xmax: -70.9, ymax: 42.5 };

let database: DatabaseHandle;
const names = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const make = async (name: string, startsAt: Date, endsAt: Date, extra: Record<string, unknown> = {}) => {
    const row = await makeExperience(db, { name, occurrences: [{ startsAt, endsAt }], ...extra });
    names.set(row.id, name);
  };
  // Running when the window opens: a month-long exhibition and a night that spans its first instant.
  await make('exhibition', hours(-24 * 10), hours(24 * 20));
  await make('late night', hours(-2), hours(0));
  // Over before the window: left out.
  await make('yesterday', hours(-30), hours(-28));
  // Starting in the window, in order.
  for (let i = 1; i <= 5; i += 1) await make(`show ${i}`, hours(i * 10), hours(i * 10 + 2));
  // At the window's end (exclusive): left out.
  await make('next week', TO, hours(24 * 7 + 2));
  // Outside the box, and a draft.
  await make('in DC', hours(3), hours(4), { lat: 38.9, lng: -77.03 });
  await make('draft', hours(4), hours(5), { publishState: 'NOT_PUBLISHED' });
});
afterAll(async () => {
  await database?.close();
});

const list = (options: { limit: number; offset: number; endedBefore?: Date }) =>
  listEventOccurrences(database.db, { from: FROM, to: TO, box: BOSTON, ...options }).then((rows) =>
    rows.map((row) => names.get(row.experienceId)),
  );

describe('listEventOccurrences', () => {
  it('lists those running at the start, then those starting in the window, in start order', async () => {
    expect(await list({ limit: 20, offset: 0 })).toEqual([
      'exhibition',
      'late night',
      'show 1',
      'show 2',
      'show 3',
      'show 4',
      'show 5',
    ]);
  });

  it('pages across the two parts without a gap or a repeat', async () => {
    const pages = [
      await list({ limit: 3, offset: 0 }),
      await list({ limit: 3, offset: 3 }),
      await list({ limit: 3, offset: 6 }),
    ];
    expect(pages).toEqual([
      ['exhibition', 'late night', 'show 1'],
      ['show 2', 'show 3', 'show 4'],
      ['show 5'],
    ]);
  });

  it('applies the filters to both parts', async () => {
    expect(await list({ limit: 20, offset: 0, endedBefore: hours(1) })).toEqual([
      'exhibition',
      'show 1',
      'show 2',
      'show 3',
      'show 4',
      'show 5',
    ]);
  });
});
