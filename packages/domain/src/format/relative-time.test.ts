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

  it.each([
    [500, 'now'],
    [S, 'in 1s'],
    [5 * M, 'in 5m'],
    [3 * D, 'in 3d'],
    [7 * D, 'in 1w'],
    [400 * D, 'in 1y'],
  ])('%i ms ahead reads %s', (ahead, expected) => {
    expect(formatRelativeShort(NOW + ahead, NOW)).toBe(expected);
  });

  it('reads non-finite input as now', () => {
    expect(formatRelativeShort(Number.NaN, NOW)).toBe('now');
  });
});
