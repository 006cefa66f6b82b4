/**
 * The site's typefaces — the one place they are declared. spec §9 names Graphik (body) and CodecPro (display), both
 * commercial; Inter and Outfit are open fonts of similar shape, taken from their npm packages (next/font/google
 * cannot download here) and cut by scripts/subset-fonts.mjs (`npm run fonts`) into src/fonts/, self-hosted by
 * next/font.
 *
 * Each typeface comes in two halves, declared as two families that globals.css stacks into one (--font-body,
 * --font-display: the extended half first, then the core half and its metric-matched fallback):
 * - the core half (ASCII letters, digits, punctuation and the site's own typography) is preloaded; it is small enough
 *   to arrive in a new connection's first round trip, so it does not hold back the first paint;
 * - the Latin-extended half (accented letters, rarer symbols) is not preloaded: its unicode-range lets the browser
 *   fetch it only when a character it holds is drawn, and the core family's fallback draws that character meanwhile.
 * Only upright faces are loaded: the few italics are synthesised by the browser. Weights: 400–800 for the body face,
 * 500–800 for the display face.
 *
 * next/font reads its options at build time, so they are written out here: the weights and unicode-ranges are
 * those src/fonts/subsets.json records (fonts.test.ts holds them equal).
 */
import localFont from 'next/font/local';

export const bodyFont = localFont({
  src: [{ path: '../fonts/inter-core.woff2', weight: '400 800', style: 'normal' }],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+20-3B, U+3D, U+3F-5A, U+61-7A, U+A0, U+A9, U+B7, U+2013-2014, U+2018-2019, U+201C-201D, U+2026',
    },
  ],
  variable: '--font-body-core',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
});

export const bodyFontExtended = localFont({
  src: [{ path: '../fonts/inter-latin-ext.woff2', weight: '400 800', style: 'normal' }],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+3C, U+3E, U+5B-60, U+7B-7E, U+A1-A8, U+AA-B6, U+B8-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+304, U+308, U+329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2025, U+2027-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
  variable: '--font-body-extended',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
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
  variable: '--font-display-core',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
});

export const displayFontExtended = localFont({
  src: [{ path: '../fonts/outfit-latin-ext.woff2', weight: '500 800', style: 'normal' }],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+3C, U+3E, U+5B-60, U+7B-7E, U+A1-A8, U+AA-B6, U+B8-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+304, U+308, U+329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2025, U+2027-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
  variable: '--font-display-extended',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
});

/** The class names that define the four families' custom properties, for the root element. */
export const fontVariables = [bodyFont, bodyFontExtended, displayFont, displayFontExtended]
  .map((font) => font.variable)
  .join(' ');
