import { describe, expect, it } from 'vitest';
import { moveItem } from './item-order';

describe('moveItem', () => {
  const order = ['a', 'b', 'c'];

  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, -1, ['a', 'c', 'b']],
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
  ] as const)('moves the item at %i by %i', (from, direction, expected) => {
    expect(moveItem(order, from, direction)).toEqual(expected);
  });

  it('leaves the order as it is at either end and does not change the original', () => {
    expect(moveItem(order, 0, -1)).toEqual(order);
    expect(moveItem(order, 2, 1)).toEqual(order);
    expect(moveItem(order, 5, 1)).toEqual(order);
    expect(order).toEqual(['a', 'b', 'c']);
  });
});
