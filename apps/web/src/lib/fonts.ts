/**
 * The site's typefaces — the one place they are declared. spec §9 names Graphik (body) and CodecPro (display), both
 * commercial; Inter and Outfit are open fonts of similar shape, taken from their npm packages (next/font/google
 * cannot download here) and cut by scripts/subset-fonts.mjs (`npm run fonts`) into src/fonts/.
 *
 * Each face comes in two files. The core half (ASCII letters, digits, punctuation and the site's own typography)
 * is self-hosted and preloaded by next/font, with a metric-matched fallback while it loads; it is small enough to
 * arrive in a new connection's first round trip. The Latin-extended half (accented letters, rarer symbols) joins the
 * same family in the browser once the page is interactive (LatinExtendedFonts), so it never delays the first paint
 * and is downloaded only by pages that show such a character. Only upright faces are loaded: the few italics are
 * synthesised by the browser. Weights: 400–800 for the body face, 500–800 for the display face.
 */
import localFont from 'next/font/local';

// next/font reads its options at build time, so they are written out here: the weights and the core half's
// unicode-range are those src/fonts/subsets.json records (fonts.test.ts holds them equal).

export const bodyFont = localFont({
  src: [{ path: '../fonts/inter-core.woff2', weight: '400 800', style: 'normal' }],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+20-3B, U+3D, U+3F-5A, U+61-7A, U+A0, U+A9, U+B7, U+2013-2014, U+2018-2019, U+201C-201D, U+2026',
    },
  ],
  variable: '--font-body',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
});

export const displayFont = localFont({
  src: [{ path: '../fonts/outfit-core.woff2', weight: '500 800', style: 'normal' }],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+20-3B, U+3D, U+3F-5A, U+61-7A, U+A0, U+A9, U+B7, U+2013-2014, U+2018-2019, U+201C-201D, U+2026',
    },
  ],
  variable: '--font-display',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
});

/** The family name next/font gave a face (the first of its font-family list; the second is its fallback). */
function familyOf(font: { style: { fontFamily: string } }): string {
  return (
    font.style.fontFamily
      .split(',')[0]
      ?.trim()
      .replace(/^['"]|['"]$/g, '') ?? ''
  );
}

/** The Latin-extended halves, by family: LatinExtendedFonts registers them once the page is interactive. */
export const latinExtendedFamilies = {
  inter: familyOf(bodyFont),
  outfit: familyOf(displayFont),
};
