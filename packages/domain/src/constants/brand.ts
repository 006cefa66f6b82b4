/**
 * Brand identity (spec §9).
 */

/** spec §9: primary colour. */
export const BRAND_PRIMARY_COLOR = '#5618F7';

/**
 * spec §9: the two brand fonts. The spec names them without roles; body text in Graphik and headings in
 * CodecPro (a display face) is our reading.
 */
export const FONT_FAMILIES = {
  body: 'Graphik Web',
  display: 'CodecPro',
} as const;
