import { describe, expect, it } from 'vitest';
import { readSanctionUntil } from './sanction-until';

const now = Date.parse('2026-11-28T01:00:00Z');

describe('readSanctionUntil', () => {
  it('reads a day as the start of that day in New York, with its offset (standard and daylight time)', () => {
    expect(readSanctionUntil('2026-12-05', { isRequired: true, now })).toEqual({
      until: '2026-12-05T00:00:00-05:00',
      error: null,
    });
    expect(readSanctionUntil('2027-07-04', { isRequired: false, now }).until).toBe(
      '2027-07-04T00:00:00-04:00',
    );
  });

  it('requires a day for a suspension, not for a ban', () => {
    expect(readSanctionUntil('', { isRequired: true, now }).error).toMatch(/Choose the day/);
    expect(readSanctionUntil(' ', { isRequired: false, now })).toEqual({ until: undefined, error: null });
  });

  it('refuses a day that is not one, or one already begun', () => {
    expect(readSanctionUntil('2026-02-30', { isRequired: true, now }).error).toMatch(/YYYY-MM-DD/);
    expect(readSanctionUntil('12/05/2026', { isRequired: true, now }).error).toMatch(/YYYY-MM-DD/);
    // 01:00 UTC on Nov 28 is still Nov 27 in New York: the 27th has begun, the 28th has not.
    expect(readSanctionUntil('2026-11-27', { isRequired: true, now }).error).toMatch(/after today/);
    expect(readSanctionUntil('2026-11-28', { isRequired: true, now }).error).toBeNull();
  });
});
