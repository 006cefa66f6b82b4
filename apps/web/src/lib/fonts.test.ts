/**
 * The font files scripts/subset-fonts.mjs writes and the declarations src/lib/fonts.ts makes of them agree, and the
 * preloaded halves stay within one round trip of a new connection.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import subsets from '../fonts/subsets.json';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const fontsSource = readFileSync(path.join(srcDir, 'lib/fonts.ts'), 'utf8');

/** The code points of a CSS unicode-range value. */
function pointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/, '').split('-');
    for (let point = Number.parseInt(first!, 16); point <= Number.parseInt(last!, 16); point += 1)
      points.add(point);
  }
  return points;
}

describe('the site fonts', () => {
  it('preloads core halves small enough for a new connection’s first round trip (10 × 1,460 bytes)', () => {
    for (const file of ['inter-core.woff2', 'outfit-core.woff2']) {
      expect(statSync(path.join(srcDir, 'fonts', file)).size, file).toBeLessThanOrEqual(14_000);
    }
  });

  it('declares each half with the unicode-range and weights the files were cut to', () => {
    const declared = [...fontsSource.matchAll(/prop: 'unicode-range',\s*value:\s*'([^']+)'/g)].map(
      (m) => m[1],
    );
    expect(declared).toEqual([subsets.core, subsets.latinExtended, subsets.core, subsets.latinExtended]);
    for (const [face, { weight }] of Object.entries(subsets.faces)) {
      for (const half of ['core', 'latin-ext']) {
        expect(fontsSource).toContain(`path: '../fonts/${face}-${half}.woff2', weight: '${weight}'`);
      }
    }
  });

  it('splits the Latin range in two halves that do not overlap', () => {
    const core = pointsOf(subsets.core);
    const extended = pointsOf(subsets.latinExtended);
    expect([...core].filter((point) => extended.has(point))).toEqual([]);
    for (const character of 'Aa0 .,;:!?&()-’“”…·–—©')
      expect(core.has(character.codePointAt(0)!), character).toBe(true);
    for (const character of 'éæñüÉ€<>[]{}_')
      expect(extended.has(character.codePointAt(0)!), character).toBe(true);
  });
});
