/**
 * The site's typefaces — the one place to change them. spec §9 names Graphik (body) and CodecPro (display), both
 * commercial; Inter and Outfit are open fonts of similar shape, loaded from their npm packages (next/font/google
 * cannot download here) and self-hosted by next/font. Only upright faces are loaded: every preloaded file delays the first paint, and the
 * few italics are synthesised by the browser.
 */
import localFont from 'next/font/local';

export const bodyFont = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      weight: '100 900',
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
      path: '../../../../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
      weight: '100 900',
      style: 'normal',
    },
  ],
  variable: '--font-display',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
