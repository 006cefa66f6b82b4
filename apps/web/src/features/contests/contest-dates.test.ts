import { describe, expect, it } from 'vitest';
import { contestDates, describeContestDates } from './contest-dates';

// Runs under TZ=Asia/Kathmandu (vitest.config.ts): a formatter that forgot the zone would print Nepal time.
describe('contestDates', () => {
  it('prints both ends in New York time, across the March daylight-saving change', () => {
    const contest = { startsAt: '2026-03-01T14:00:00.000Z', endsAt: '2026-03-15T04:00:00.000Z' };
    expect(contestDates(contest)).toEqual({
      start: { iso: '2026-03-01T14:00:00.000Z', text: 'Sun, Mar 01, 2026 at 9:00 AM' },
      end: { iso: '2026-03-15T04:00:00.000Z', text: 'Sun, Mar 15, 2026 at 12:00 AM' },
    });
    expect(describeContestDates(contest)).toBe(
      'Sun, Mar 01, 2026 at 9:00 AM to Sun, Mar 15, 2026 at 12:00 AM',
    );
  });

  it('leaves an open side out', () => {
    expect(describeContestDates({ startsAt: '2026-11-01T16:00:00.000Z', endsAt: null })).toBe(
      'From Sun, Nov 01, 2026 at 11:00 AM',
    );
    expect(describeContestDates({ startsAt: null, endsAt: '2026-11-02T05:00:00.000Z' })).toBe(
      'Until Mon, Nov 02, 2026 at 12:00 AM',
    );
    expect(describeContestDates({ startsAt: null, endsAt: null })).toBe('');
    expect(contestDates({ startsAt: null, endsAt: null })).toEqual({ start: null, end: null });
  });
});
