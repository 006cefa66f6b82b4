import { describe, expect, it } from 'vitest';
import { formatRelativeShort } from './relative-time.ts';

const NOW = Date.parse('2025-11-21T15:00:00Z');
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeShort', () => {
  it.each([
    // [how long ago (ms), label] at every unit boundary
    [0, 'now'],
    [999, 'now'],
    [S, '1s'],
    [59 * S + 999, '59s'],
    [M, '1m'],
    [59 * M + 59 * S, '59m'],
    [H, '1h'],
    [90 * M, '1h'],
    [23 * H + 59 * M, '23h'],
    [D, '1d'],
    [6 * D + 23 * H, '6d'],
    [7 * D, '1w'],
    [13 * D, '1w'],
    [14 * D, '2w'],
    [29 * D + 23 * H, '4w'],
    [30 * D, '1mo'],
    [59 * D, '1mo'],
    [60 * D, '2mo'],
    [364 * D, '12mo'],
    [365 * D, '1y'],
    [729 * D, '1y'],
    [730 * D, '2y'],
    [100 * 365 * D, '100y'],
  ])('%i ms ago reads %s', (ago, expected) => {
    expect(formatRelativeShort(NOW - ago, NOW)).toBe(expected);
  });

  // A moment after now is clock skew (the server stamped it, the browser's clock is behind): it already happened.
  it.each([
    [500, 'now'],
    [5 * S, 'now'],
    [5 * M, 'now'],
    [400 * D, 'now'],
  ])('%i ms ahead reads %s, never "in …"', (ahead, expected) => {
    expect(formatRelativeShort(NOW + ahead, NOW)).toBe(expected);
  });

  it('reads non-finite input as now', () => {
    expect(formatRelativeShort(Number.NaN, NOW)).toBe('now');
  });
});
