import { describe, expect, it } from 'vitest';
import { CATEGORY_LOOKUP_CHUNK_SIZE, chunk } from './chunk.ts';

describe('chunk', () => {
  it.each([
    [[1, 2, 3, 4, 5], 2, [[1, 2], [3, 4], [5]]],
    [
      [1, 2, 3, 4],
      2,
      [
        [1, 2],
        [3, 4],
      ],
    ],
    [[1, 2, 3], 5, [[1, 2, 3]]],
    [[1, 2, 3], 1, [[1], [2], [3]]],
    [[], 3, []],
  ])('splits %j into chunks of %i', (items, size, expected) => {
    expect(chunk(items, size)).toEqual(expected);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "rejects size %s with 'Invalid chunk size' (spec §5)",
    (size) => {
      expect(() => chunk([1, 2], size)).toThrowError(new Error('Invalid chunk size'));
    },
  );

  it('does not modify the input', () => {
    const items = [1, 2, 3];
    chunk(items, 2);
    expect(items).toEqual([1, 2, 3]);
  });

  it('looks categories up ten at a time (spec §9)', () => {
    expect(CATEGORY_LOOKUP_CHUNK_SIZE).toBe(10);
    const ids = Array.from({ length: 25 }, (_, i) => `c${i}`);
    expect(chunk(ids, CATEGORY_LOOKUP_CHUNK_SIZE).map((c) => c.length)).toEqual([10, 10, 5]);
  });
});
