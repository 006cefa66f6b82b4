import { describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS, nextSyncDelay } from './calendar-sync-schedule.ts';

const hour = 60 * 60_000;

describe('nextSyncDelay', () => {
  it('waits the interval after a success and doubles it for each failure in a row, up to a day', () => {
    expect(nextSyncDelay({ intervalMs: hour, failureCount: 0 })).toBe(hour);
    expect(nextSyncDelay({ intervalMs: hour, failureCount: 1 })).toBe(2 * hour);
    expect(nextSyncDelay({ intervalMs: hour, failureCount: 3 })).toBe(8 * hour);
    expect(nextSyncDelay({ intervalMs: hour, failureCount: 5 })).toBe(MAX_BACKOFF_MS);
    expect(nextSyncDelay({ intervalMs: hour, failureCount: 400 })).toBe(MAX_BACKOFF_MS);
  });

  it('never waits less than the interval, even when the interval is over a day', () => {
    expect(nextSyncDelay({ intervalMs: 2 * MAX_BACKOFF_MS, failureCount: 2 })).toBe(2 * MAX_BACKOFF_MS);
  });
});
