/**
 * A collection's items in a new order, one place at a time: what the owner's Move up and Move down send (PUT
 * /collections/{id}/content names every item the owner can see, each once, in the new order), and the loaded pages
 * of items put in that order without asking the API again.
 */
import type { CollectionContentItem, CollectionContentPage } from './collection.types.ts';

export interface ItemRef {
  itemId: string;
  type: CollectionContentItem['type'];
}

export const itemKey = (item: ItemRef) => `${item.type}:${item.itemId}`;

/** The order with the item at `from` moved one place in `direction` (-1 up, +1 down); unchanged at the ends. */
export function moveItem<T>(order: readonly T[], from: number, direction: -1 | 1): T[] {
  const to = from + direction;
  const next = [...order];
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return next;
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

/**
 * The same pages (each as long as before, with its cursor) holding the items in `order`, their positions renumbered.
 * Items the order does not name keep to the end, so nothing loaded disappears.
 */
export function reorderPages(
  pages: readonly CollectionContentPage[],
  order: readonly ItemRef[],
): CollectionContentPage[] {
  const items = pages.flatMap((page) => page.items);
  const byKey = new Map(items.map((item) => [itemKey(item), item]));
  const named = order.flatMap((ref) => byKey.get(itemKey(ref)) ?? []);
  const namedKeys = new Set(named.map(itemKey));
  const all = [...named, ...items.filter((item) => !namedKeys.has(itemKey(item)))];
  let start = 0;
  return pages.map((page) => {
    const slice = all.slice(start, start + page.items.length).map((item, i) => ({
      ...item,
      position: start + i,
    }));
    start += page.items.length;
    return { ...page, items: slice };
  });
}

/** The pages without one item (the ones after it move up a place). */
export function withoutItem(
  pages: readonly CollectionContentPage[],
  removed: ItemRef,
): CollectionContentPage[] {
  let position = 0;
  return pages.map((page) => ({
    ...page,
    items: page.items.flatMap((item) =>
      itemKey(item) === itemKey(removed) ? [] : [{ ...item, position: position++ }],
    ),
  }));
}
