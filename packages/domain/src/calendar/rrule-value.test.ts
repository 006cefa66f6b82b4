import { describe, expect, it } from 'vitest';
import { normalizeRruleForExport, readRruleUntilYear } from './rrule-value.ts';

const NY = 'America/New_York';

describe('normalizeRruleForExport (RFC 5545 §3.3.10)', () => {
  it.each([
    ['FREQ=WEEKLY;BYDAY=SA', false, 'FREQ=WEEKLY;BYDAY=SA'],
    ['RRULE:FREQ=DAILY;COUNT=3', false, 'FREQ=DAILY;COUNT=3'],
    // A bare date: through the end of that day in New York (EDT), as UTC.
    ['FREQ=WEEKLY;UNTIL=20250601;BYDAY=SA', false, 'FREQ=WEEKLY;UNTIL=20250602T035959Z;BYDAY=SA'],
    // A local date-time in winter (EST).
    ['FREQ=WEEKLY;UNTIL=20250201T200000', false, 'FREQ=WEEKLY;UNTIL=20250202T010000Z'],
    ['FREQ=WEEKLY;UNTIL=20250202T010000Z', false, 'FREQ=WEEKLY;UNTIL=20250202T010000Z'],
    ['UNTIL=20250601T120000;FREQ=DAILY', true, 'UNTIL=20250601;FREQ=DAILY'],
    ['FREQ=DAILY;UNTIL=20250601', true, 'FREQ=DAILY;UNTIL=20250601'],
    // 02:00 UTC on 2 June is still 1 June in New York.
    ['FREQ=DAILY;UNTIL=20250602T020000Z', true, 'FREQ=DAILY;UNTIL=20250601'],
  ])('%s (all-day %s) -> %s', (rrule, allDay, expected) => {
    expect(normalizeRruleForExport(rrule, allDay, NY)).toBe(expected);
  });

  it('rejects an impossible UNTIL', () => {
    expect(() => normalizeRruleForExport('FREQ=DAILY;UNTIL=20250231', false, NY)).toThrow(RangeError);
  });

  it.each([
    ['FREQ=DAILY;UNTIL=20270101T000000Z', 2027],
    ['RRULE:FREQ=DAILY;COUNT=5', null],
  ])('reads the UNTIL year of %s', (rrule, year) => {
    expect(readRruleUntilYear(rrule)).toBe(year);
  });
});
