import { describe, expect, it } from 'vitest';
import {
  eventStatusSchema,
  FEED_ITEM_TYPES,
  itemTypeSchema,
  RECURRENCES,
  recurrenceSchema,
  SCHEDULE_TYPES,
  STREAM_ITEM_TYPES,
} from './enums.ts';

describe('enumerations of spec §3', () => {
  it('keeps both recurrence lists, the second with ERROR', () => {
    expect(RECURRENCES).toEqual(['ONGOING', 'YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY', 'ONE_TIME', '']);
    expect(SCHEDULE_TYPES).toContain('ERROR');
    expect(recurrenceSchema.safeParse('').success).toBe(true);
    expect(recurrenceSchema.safeParse('ERROR').success).toBe(false);
  });

  it('makes feed item types a superset of stream item types', () => {
    for (const type of STREAM_ITEM_TYPES) expect(FEED_ITEM_TYPES).toContain(type);
    expect(FEED_ITEM_TYPES).toHaveLength(STREAM_ITEM_TYPES.length + 4);
  });

  it.each([
    [itemTypeSchema, 'crowd-sourced-roundup', true],
    [itemTypeSchema, 'collection', false],
    [eventStatusSchema, 'CANCELED', true],
    [eventStatusSchema, 'CANCELLED', false],
  ] as const)('validates %#', (schema, value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });
});
