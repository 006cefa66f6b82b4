import { describe, expect, it } from 'vitest';
import {
  formatNotificationDigestTitle,
  isLongRunning,
  LONG_RUNNING_MIN_DAYS,
  spanInDays,
} from './notification-digest.ts';

describe('isLongRunning', () => {
  it.each([
    // An exhibition open every day for two months.
    [{ firstDate: '2026-11-01', lastDate: '2026-12-30', dayCount: 60 }, true],
    // The same, closed on Mondays (and across the daylight-saving change of 1 November).
    [{ firstDate: '2026-11-01', lastDate: '2026-12-30', dayCount: 52 }, true],
    // A weekly class for three months: each session is news.
    [{ firstDate: '2026-09-01', lastDate: '2026-12-01', dayCount: 14 }, false],
    // A five-night festival, and a run of exactly a week: reminded per night.
    [{ firstDate: '2026-11-20', lastDate: '2026-11-24', dayCount: 5 }, false],
    [{ firstDate: '2026-11-20', lastDate: '2026-11-26', dayCount: LONG_RUNNING_MIN_DAYS }, false],
    // Eight days in a row: a run.
    [{ firstDate: '2026-11-20', lastDate: '2026-11-27', dayCount: 8 }, true],
    [{ firstDate: '2026-11-21', lastDate: '2026-11-21', dayCount: 1 }, false],
  ])('%o → %s', (days, expected) => {
    expect(isLongRunning(days)).toBe(expected);
  });

  it('counts both ends of a span, across the end of a month and of daylight saving', () => {
    expect(spanInDays('2026-10-31', '2026-11-02')).toBe(3);
    expect(spanInDays('2026-03-07', '2026-03-09')).toBe(3);
  });
});

describe('formatNotificationDigestTitle', () => {
  it('says how many, in the words of the type', () => {
    expect(formatNotificationDigestTitle('UPCOMING_INTEREST', 3)).toBe(
      '3 events you’re interested in are tomorrow',
    );
    expect(formatNotificationDigestTitle('EXPERIENCE_APPROVED', 2)).toBe(
      '2 updates: An editor publishes an event you submitted',
    );
  });
});
