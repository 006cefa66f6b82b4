import { describe, expect, it } from 'vitest';
import { isPast, isRepeating, timing } from './is-past.ts';
import type { When } from './when.schema.ts';

const at = (iso: string) => Date.parse(iso);
const evening: When = {
  startDate: '2025-11-22',
  endDate: '2025-11-22',
  startTime: '19:00',
  endTime: '22:00',
};
const weekly: When = { ...evening, repeats: 'WEEKLY', repeatsUntil: '2025-12-27' };

describe('isPast', () => {
  it.each([
    // [label, when, now (UTC), expected]
    ['before the end', evening, '2025-11-23T02:59:59Z', false],
    ['at the end', evening, '2025-11-23T03:00:00Z', false],
    ['after the end', evening, '2025-11-23T03:00:01Z', true],
    ['a repeating series after its first end', weekly, '2025-12-01T00:00:00Z', false],
    // repeatsUntil is inclusive: the series ends at 23:59:59 New York time on 2025-12-27
    ['a repeating series on its last evening', weekly, '2025-12-28T04:59:59Z', false],
    ['a repeating series after its last day', weekly, '2025-12-28T05:00:00Z', true],
    ['a repeating series without until', { ...evening, repeats: 'DAILY' }, '2099-01-01T00:00:00Z', false],
    [
      'an ONGOING span is judged by its end',
      { ...evening, repeats: 'ONGOING', repeatsUntil: '2030-01-01' },
      '2025-11-24T00:00:00Z',
      true,
    ],
    [
      'a ONE_TIME with a stray until',
      { ...evening, repeats: 'ONE_TIME', repeatsUntil: '2030-01-01' },
      '2025-11-24T00:00:00Z',
      true,
    ],
  ] as const)('%s', (_label, when, now, expected) => {
    expect(isPast(when, at(now))).toBe(expected);
    expect(timing(when, at(now))).toBe(expected ? 'PAST' : 'FUTURE');
  });

  it('reads the end in the when zone', () => {
    const kathmandu: When = { ...evening, timeZone: 'Asia/Kathmandu' };
    // 22:00 in Kathmandu is 16:15 UTC
    expect(isPast(kathmandu, at('2025-11-22T16:16:00Z'))).toBe(true);
    expect(isPast(evening, at('2025-11-22T16:16:00Z'))).toBe(false);
  });

  it('throws for a malformed when', () => {
    expect(() => isPast({ endDate: '2025-11-22' }, 0)).toThrow('when object malformed');
  });
});

describe('isRepeating', () => {
  it.each([
    ['DAILY', true],
    ['WEEKLY', true],
    ['MONTHLY', true],
    ['YEARLY', true],
    ['ONGOING', false],
    ['ONE_TIME', false],
    ['', false],
    [null, false],
    [undefined, false],
  ] as const)('%s: %s', (repeats, expected) => {
    expect(isRepeating(repeats)).toBe(expected);
  });
});
