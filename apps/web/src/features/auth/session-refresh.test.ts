import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from './session-refresh.tsx';

describe('refreshDelayMs (spec §9: refresh when under 300000 ms remain)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('waits until five minutes before the end', () => {
    expect(refreshDelayMs('2026-11-22T13:00:00Z', now)).toBe(55 * 60_000);
  });

  it('refreshes at once when less than five minutes remain or the date is unreadable', () => {
    expect(refreshDelayMs('2026-11-22T12:04:00Z', now)).toBe(0);
    expect(refreshDelayMs('nonsense', now)).toBe(0);
  });
});
