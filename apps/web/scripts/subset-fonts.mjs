/**
 * Writes the site's web fonts (src/fonts/) from the variable Latin files of @fontsource-variable/inter and /outfit:
 * `npm run fonts -w @happenings/web`, after changing a typeface, the weights the stylesheets use or the characters.
 *
 * Each face is cut in two along fontsource's Latin range:
 * - `{face}-core.woff2`: the characters nearly every page shows (the printable ASCII letters, digits and
 *   punctuation, no-break space, © · – — ‘ ’ “ ” …). It is preloaded, so it must stay small: a file of up to
 *   ~14 KB arrives in the first round trip of a new connection (TCP's initial window is ten 1,460-byte
 *   packets), and each round trip more delays the first paint on a slow phone network by the network's latency.
 * - `{face}-latin-ext.woff2`: the rest of the Latin range (accented letters, rarer symbols), registered by the
 *   browser once the page is interactive (src/lib/latin-extended-fonts.tsx) and downloaded only by pages that show
 *   such a character. Until then those characters are drawn in the metric-matched fallback face.
 *
 * Layout closure is skipped (alternate glyphs reached only through optional OpenType features are dropped; the
 * default features keep working), and each face's weight axis is narrowed to the range its stylesheets use: 400–800
 * for the body face, 500–800 for the display face (headings, titles, the brand). src/fonts/subsets.json records the
 * unicode-range of each half for src/lib/fonts.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { webDir } from './build-freshness.mjs';

// fontsource's `latin` unicode-range, the characters an English-language site shows.
const LATIN_RANGES = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
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

// ASCII without the symbols prose rarely uses, plus the typography of the site's own text.
const CORE_EXTRA = [0x00a0, 0x00a9, 0x00b7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2026];
const CORE_EXCLUDED = new Set([...'\\^`{|}~<>[]_'].map((character) => character.codePointAt(0)));

const FACES = [
  {
    name: 'inter',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weights: { min: 400, max: 800 },
  },
  {
    name: 'outfit',
    source: '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
    weights: { min: 500, max: 800 },
  },
];

const expand = (ranges) => ranges.flatMap(([first, last = first]) => range(first, last));
function range(first, last) {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Code points as a CSS unicode-range value: runs of consecutive points folded into `U+first-last`. */
function unicodeRange(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const parts = [];
  for (let index = 0; index < sorted.length; ) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end += 1;
    const hex = (point) => point.toString(16).toUpperCase();
    parts.push(end > index ? `U+${hex(sorted[index])}-${hex(sorted[end])}` : `U+${hex(sorted[index])}`);
    index = end + 1;
  }
  return parts.join(', ');
}

const latin = expand(LATIN_RANGES);
const core = [...latin.filter((point) => point <= 0x7e && !CORE_EXCLUDED.has(point)), ...CORE_EXTRA];
const coreSet = new Set(core);
const extended = latin.filter((point) => !coreSet.has(point));
const text = (points) => String.fromCodePoint(...points);

const subsets = { core: unicodeRange(core), latinExtended: unicodeRange(extended), faces: {} };
for (const { name, source, weights } of FACES) {
  const original = readFileSync(new URL(import.meta.resolve(source)));
  for (const [half, points] of [
    ['core', core],
    ['latin-ext', extended],
  ]) {
    const output = `${name}-${half}.woff2`;
    const subset = await subsetFont(original, text(points), {
      targetFormat: 'woff2',
      noLayoutClosure: true,
      variationAxes: { wght: weights },
    });
    writeFileSync(path.join(webDir, 'src/fonts', output), subset);
    console.log(`${output}: ${original.length} → ${subset.length} bytes`);
  }
  subsets.faces[name] = { weight: `${weights.min} ${weights.max}` };
}
writeFileSync(path.join(webDir, 'src/fonts/subsets.json'), `${JSON.stringify(subsets, null, 2)}\n`);
