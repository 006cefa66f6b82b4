/**
 * Writes the site's web fonts (src/fonts/) from the variable Latin files of @fontsource-variable/inter and /outfit:
 * `npm run fonts -w @happenings/web`, after changing a typeface or the weights the stylesheets use.
 *
 * Each file keeps the Latin characters of fontsource's Latin subset. The body face's weight axis is narrowed to the
 * range the stylesheets use (400–800); the display face keeps its whole axis, because instancing Outfit at 400
 * makes its file larger, not smaller. Together they drop about a quarter of the bytes the browser downloads before
 * the first paint. src/lib/fonts.ts declares the faces from these files, with the same weight ranges.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { webDir } from './build-freshness.mjs';

// fontsource's `latin` unicode-range, the characters an English-language site shows.
const LATIN_RANGES = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

const FACES = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'inter-latin-wght-400-800.woff2',
    weights: { min: 400, max: 800 },
  },
  {
    source: '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
    output: 'outfit-latin-wght.woff2',
    weights: null,
  },
];

const text = LATIN_RANGES.flatMap(([first, last = first]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join('');

for (const { source, output, weights } of FACES) {
  const original = readFileSync(new URL(import.meta.resolve(source)));
  const subset = await subsetFont(original, text, {
    targetFormat: 'woff2',
    ...(weights && { variationAxes: { wght: weights } }),
  });
  writeFileSync(path.join(webDir, 'src/fonts', output), subset);
  console.log(`${output}: ${original.length} → ${subset.length} bytes`);
}
