/**
 * The site's typefaces — the one place they are declared (the files come from scripts/subset-fonts.mjs). spec §9 names Graphik (body) and CodecPro (display), both
 * commercial; Inter and Outfit are open fonts of similar shape, taken from their npm packages (next/font/google
 * cannot download here), cut to Latin and the weights in use by scripts/subset-fonts.mjs (`npm run fonts`) into
 * src/fonts/, and self-hosted by next/font. The body face covers weights 400–800 only, the range the stylesheets use.
 * Only upright faces are loaded: every preloaded file delays the first paint, and the few italics are synthesised by
 * the browser.
 */
import localFont from 'next/font/local';

export const bodyFont = localFont({
  src: [
    {
      path: '../fonts/inter-latin-wght-400-800.woff2',
      weight: '400 800',
      style: 'normal',
    },
  ],
  variable: '--font-body',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
});

export const displayFont = localFont({
  src: [
    {
      path: '../fonts/outfit-latin-wght.woff2',
      weight: '100 900',
      style: 'normal',
    },
  ],
  variable: '--font-display',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
