'use client';
/**
 * Adds the Latin-extended half of each typeface (src/lib/fonts.ts) to its family once the page is interactive.
 * Each face carries its unicode-range, so the browser downloads one only when the page shows one of its characters
 * (an accented letter, a rarer symbol); until then those are drawn in the family's metric-matched fallback. Added
 * after hydration, the faces never compete with the first paint, at the cost of one relayout when they join.
 */
import { useEffect } from 'react';
import subsets from '../fonts/subsets.json';

const FILES = {
  inter: new URL('../fonts/inter-latin-ext.woff2', import.meta.url),
  outfit: new URL('../fonts/outfit-latin-ext.woff2', import.meta.url),
};

export function LatinExtendedFonts({ families }: { families: Record<keyof typeof FILES, string> }) {
  useEffect(() => {
    if (typeof FontFace === 'undefined' || !document.fonts) return;
    for (const font of Object.keys(FILES) as (keyof typeof FILES)[]) {
      const face = new FontFace(families[font], `url(${FILES[font].href}) format('woff2')`, {
        weight: subsets.faces[font].weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: subsets.latinExtended,
      });
      document.fonts.add(face);
    }
  }, [families]);
  return null;
}
