import { describe, expect, it } from '@jest/globals';
import type { CollectionContentPage } from './collection.types.ts';
import { moveItem, reorderPages, withoutItem } from './item-order.ts';

const place = (itemId: string, position: number) =>
  ({
    itemId,
    type: 'place',
    position,
    addedAt: '2030-01-01T00:00:00.000Z',
    place: { id: itemId, name: itemId },
  }) as unknown as CollectionContentPage['items'][number];

const pages: CollectionContentPage[] = [
  { items: [place('a', 0), place('b', 1)], nextCursor: 'next' },
  { items: [place('c', 2)], nextCursor: null },
];
const ids = (result: CollectionContentPage[]) => result.map((page) => page.items.map((item) => item.itemId));

describe('item order', () => {
  it('moves one place up or down, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('puts loaded pages in a new order, keeping their lengths and cursors', () => {
    const order = ['c', 'a', 'b'].map((itemId) => ({ itemId, type: 'place' as const }));
    const result = reorderPages(pages, order);
    expect(ids(result)).toEqual([['c', 'a'], ['b']]);
    expect(result.flatMap((page) => page.items.map((item) => item.position))).toEqual([0, 1, 2]);
    expect(result.map((page) => page.nextCursor)).toEqual(['next', null]);
  });

  it('takes an item out and renumbers the rest', () => {
    const result = withoutItem(pages, { itemId: 'b', type: 'place' });
    expect(ids(result)).toEqual([['a'], ['c']]);
    expect(result.flatMap((page) => page.items.map((item) => item.position))).toEqual([0, 1]);
  });
});
