/**
 * Each item once per discover root (the home and location pages' rows): an item an earlier row (by position)
 * already shows leaves the later rows, which keep their own order, so Trending and Top this month never open
 * with the same events. A row's see-all page and its later pages still list everything.
 */

interface RootRow {
  position: number;
  items?: { id: string }[] | undefined;
}

export function withoutRepeatedItems<T extends RootRow>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  const kept = new Map<T, T>();
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
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
