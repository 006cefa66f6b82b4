/**
 * Each item once per discover root (the home and location pages' rows): an item an earlier row (by position)
 * already shows leaves the later rows, which keep their own order, so Trending and Top this month never open
 * with the same events. The rows editors curate come first wherever they sit: their picks show whole and in the
 * editors' order, and the computed rows give way to them. A row's see-all page and its later pages still list
 * everything.
 */

/** The rows whose items and order editors choose in the back office (curation's tags). */
const CURATED_ROWS: ReadonlySet<string> = new Set(['editor-picks', 'top-picks']);

interface RootRow {
  slug: string;
  position: number;
  items?: { id: string }[] | undefined;
}

const claimOrder = (row: RootRow) => (CURATED_ROWS.has(row.slug) ? 0 : 1);

export function withoutRepeatedItems<T extends RootRow>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  const kept = new Map<T, T>();
  for (const row of [...rows].sort((a, b) => claimOrder(a) - claimOrder(b) || a.position - b.position)) {
    if (!row.items) {
      kept.set(row, row);
      continue;
    }
    // Ids are UUIDs, unique across experiences, posts, collections and roundups.
    const items = row.items.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    });
    kept.set(row, { ...row, items });
  }
  return rows.map((row) => kept.get(row) ?? row);
}
