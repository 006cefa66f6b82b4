import { PROGRESS_THROTTLE_MS } from '@happenings/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './event-editor.data';

describe('throttle (spec §9 progress throttle)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-20T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('emits at most once per interval and always ends on the latest value', () => {
    const seen: number[] = [];
    const report = throttle((value: number) => seen.push(value), PROGRESS_THROTTLE_MS);
    report(0.1);
    report(0.2);
    report(0.3);
    expect(seen).toEqual([0.1]);
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(seen).toEqual([0.1, 0.3]);
  });
});
