/**
 * What a public answer shows, item by item: the items a page lists and the items its collection cards preview,
 * each under the kind whose rule keeps it listed (shared-first-page.ts listStillListed), by the ids of their rows
 * (a collection by its row id, not the documentId its card carries). An answer kept as sent is checked against it
 * on every hit (the discover root: one query per kind), and an answer kept in a process's memory names these rows,
 * so a change notice of any of them drops it (http/kept-answers.ts).
 */
import type { ItemType } from '@happenings/domain/enums';
import type { AppServices } from '../../context.ts';
import { listStillListed, type SharedPageItems } from './shared-first-page.ts';

/** Row ids by kind. */
export type ShownItems = Partial<Record<SharedPageItems, string[]>>;

/** The table (SQL name) each kind is read from: its rows' change notices drop an answer kept in memory. */
export const TABLE_OF_SHOWN: Record<SharedPageItems, string> = {
  experience: 'experiences',
  'experience-connection': 'experiences',
  'experience-any-status': 'experiences',
  post: 'posts',
  collection: 'collections',
  roundup: 'crowd_sourced_roundups',
  place: 'places',
};

/** A previewed item of a collection stays listed while anyone may see it (collectionItemVisibleTo). */
const KIND_OF_PREVIEWED: Record<ItemType, SharedPageItems> = {
  experience: 'experience-any-status',
  post: 'post',
  'crowd-sourced-roundup': 'roundup',
  place: 'place',
};

function previewedItems(card: unknown): ReadonlyArray<{ itemId: string; type: ItemType }> {
  return card && typeof card === 'object' && 'items' in card && Array.isArray(card.items) ? card.items : [];
}

/** What a page of `kind` shows: the ids it lists and, for collections, the items their cards (`items`) preview. */
export function listShownItems(
  kind: SharedPageItems,
  ids: readonly string[],
  items: readonly unknown[],
): ShownItems {
  const shown: ShownItems = { [kind]: [...ids] };
  if (kind !== 'collection') return shown;
  for (const item of items.flatMap(previewedItems)) {
    const previewed = KIND_OF_PREVIEWED[item.type];
    if (previewed) shown[previewed] = [...(shown[previewed] ?? []), item.itemId];
  }
  return shown;
}

/** Everything several pages show. */
export function mergeShownItems(pages: readonly ShownItems[]): ShownItems {
  const merged: ShownItems = {};
  for (const page of pages) {
    for (const [kind, ids] of Object.entries(page) as Array<[SharedPageItems, string[]]>) {
      merged[kind] = [...(merged[kind] ?? []), ...ids];
    }
  }
  return merged;
}

/** [table, id] of every row shown. */
export function shownRows(shown: ShownItems): Array<readonly [string, string]> {
  return (Object.entries(shown) as Array<[SharedPageItems, string[]]>).flatMap(([kind, ids]) =>
    ids.map((id) => [TABLE_OF_SHOWN[kind], id] as const),
  );
}

/** Whether anyone may still see everything shown: one query per kind, for all its ids at once. */
export async function isStillShown(services: AppServices, shown: ShownItems): Promise<boolean> {
  const checks = (Object.entries(shown) as Array<[SharedPageItems, string[]]>).map(async ([kind, ids]) => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return true;
    const still = await listStillListed(services, kind, unique);
    return unique.every((id) => still.has(id));
  });
  return (await Promise.all(checks)).every(Boolean);
}
