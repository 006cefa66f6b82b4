import { describe, expect, it } from 'vitest';
import { instantSchema } from '../schemas/instant.schema.ts';
import { isDateInBounds, isEpochMsInBounds } from './date-bounds.ts';
import { instantOrDateSchema, localDateSchema } from './when.schema.ts';

describe('date bounds', () => {
  it.each([
    ['1900-01-01', true],
    ['2026-11-20', true],
    ['2024-02-29', true],
    ['2200-12-31', true],
    ['1899-12-31', false],
    ['2201-01-01', false],
    ['0000-00-00', false],
    ['9999-12-31', false],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
  ])('isDateInBounds(%s) is %s', (text, expected) => {
    expect(isDateInBounds(text)).toBe(expected);
    expect(localDateSchema.safeParse(text).success).toBe(expected);
  });

  it('names the bounds when a date is refused, and the format when it is no date at all', () => {
    expect(localDateSchema.safeParse('0000-00-00').error?.issues.map((issue) => issue.message)).toEqual([
      'Expected a calendar date from 1900-01-01 to 2200-12-31',
    ]);
    expect(localDateSchema.safeParse('next week').error?.issues.map((issue) => issue.message)).toEqual([
      'Expected a date as YYYY-MM-DD',
    ]);
  });

  it.each([
    ['2026-11-20T15:00:00Z', true],
    ['2026-11-20T10:00:00-05:00', true],
    ['1900-01-01T00:00:00Z', true],
    ['2200-12-31T23:59:59-10:00', true],
    ['1899-12-31T23:59:59Z', false],
    ['2201-01-02T00:00:00Z', false],
    ['9999-12-31T23:59:59Z', false],
    ['2026-02-30T10:00:00Z', false],
    ['2026-11-20T15:00:00', false],
  ])('instantSchema accepts %s: %s', (text, expected) => {
    expect(instantSchema.safeParse(text).success).toBe(expected);
  });

  it.each([
    ['2026-11-20', true],
    ['2026-11-20T15:00:00Z', true],
    ['0000-00-00', false],
    ['2026-02-30', false],
    ['Nov 20 2026', false],
  ])('instantOrDateSchema accepts %s: %s', (text, expected) => {
    expect(instantOrDateSchema.safeParse(text).success).toBe(expected);
  });

  it('bounds epoch milliseconds the same way', () => {
    expect(isEpochMsInBounds(Date.parse('2026-11-20T15:00:00Z'))).toBe(true);
    expect(isEpochMsInBounds(999_999_999_999_999)).toBe(false);
    expect(isEpochMsInBounds(Number.NaN)).toBe(false);
  });
});
