import { describe, expect, it } from 'vitest';
import { endOfDay, lastBoostedDay } from './boost-end';

const NEW_YORK = 'America/New_York';

describe('endOfDay', () => {
  it('ends a boost at the midnight after the day in New York, across both daylight-saving changes', () => {
    expect(endOfDay('2026-11-20', NEW_YORK)).toBe('2026-11-21T05:00:00.000Z');
    // 8 March 2026: clocks go forward; the next midnight is on EDT.
    expect(endOfDay('2026-03-08', NEW_YORK)).toBe('2026-03-09T04:00:00.000Z');
    // 1 November 2026: clocks go back; the next midnight is on EST.
    expect(endOfDay('2026-10-31', NEW_YORK)).toBe('2026-11-01T04:00:00.000Z');
    expect(endOfDay('2026-11-01', NEW_YORK)).toBe('2026-11-02T05:00:00.000Z');
  });

  it.each(['', '2026-02-30', 'tomorrow', '2026-11-20T10:00'])('refuses %j', (day) => {
    expect(endOfDay(day, NEW_YORK)).toBeNull();
  });

  it('reads back the day it was given', () => {
    expect(lastBoostedDay(endOfDay('2026-11-20', NEW_YORK)!, NEW_YORK)).toBe('2026-11-20');
    expect(lastBoostedDay(endOfDay('2026-11-01', NEW_YORK)!, NEW_YORK)).toBe('2026-11-01');
  });
});
