/**
 * A collection's items in a new order, one place at a time: what the owner's Move up and Move down send (PUT
 * /collections/{id}/content names every item, each once, in the new order).
 */
import type { SaveItemType } from './collection.types';

export interface ItemRef {
  itemId: string;
  type: SaveItemType;
}

/** The order with the item at `from` moved one place in `direction` (-1 up, +1 down); unchanged at the ends. */
export function moveItem<T>(order: readonly T[], from: number, direction: -1 | 1): T[] {
  const to = from + direction;
  const next = [...order];
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return next;
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}
