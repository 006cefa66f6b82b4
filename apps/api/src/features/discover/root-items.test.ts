import { describe, expect, it } from 'vitest';
import { withoutRepeatedItems } from './root-items.ts';

const row = (position: number, ids: string[] | undefined) => ({
  slug: `row-${position}`,
  position,
  ...(ids ? { items: ids.map((id) => ({ id })) } : {}),
});
const idsOf = (rows: ReturnType<typeof row>[]) => rows.map((r) => r.items?.map((item) => item.id) ?? null);

describe('withoutRepeatedItems', () => {
  it('drops from later rows what an earlier row shows, keeping the order of each row', () => {
    const rows = [row(1, ['a', 'b', 'c', 'd']), row(2, ['b', 'a', 'e', 'c', 'f']), row(3, ['f', 'g'])];
    expect(idsOf(withoutRepeatedItems(rows))).toEqual([['a', 'b', 'c', 'd'], ['e', 'f'], ['g']]);
  });

  it('reads the rows by position and answers them in the order given', () => {
    const rows = [row(2, ['a', 'x']), row(1, ['a', 'b']), row(3, undefined)];
    const result = withoutRepeatedItems(rows);
    expect(result.map((r) => r.slug)).toEqual(['row-2', 'row-1', 'row-3']);
    expect(idsOf(result)).toEqual([['x'], ['a', 'b'], null]);
  });

  it('lets the curated rows keep their picks whole: the computed rows give way to them', () => {
    const rows = [
      row(1, ['a', 'b', 'c']),
      { ...row(2, ['c', 'a', 'd']), slug: 'editor-picks' },
      row(3, ['d', 'e']),
    ];
    expect(idsOf(withoutRepeatedItems(rows))).toEqual([['b'], ['c', 'a', 'd'], ['e']]);
  });
});
