/**
 * Colours, spacing and type of the app's screens. The brand colour is the product's (spec §9); the rest are neutral
 * tones chosen to keep text at a 4.5:1 contrast or better on white. The typefaces are the website's (Inter for
 * text, Outfit for headings; use-brand-fonts.ts loads them).
 */
import { BRAND_PRIMARY_COLOR } from '@happenings/domain/constants';

export const colors = {
  brand: BRAND_PRIMARY_COLOR,
  onBrand: '#FFFFFF',
  // The website's --color-brand-subtle: a pale tint behind brand-coloured text (initials).
  brandSubtle: '#EFE9FF',
  text: '#14121A',
  muted: '#5B5766',
  border: '#E3E1E8',
  surface: '#F6F5F8',
  background: '#FFFFFF',
  danger: '#B42318',
  success: '#067647',
  warning: '#8A4B00',
} as const;

export const spacing = { xs: 4, sm: 8, md: 12, lg: 16, xl: 24 } as const;

/**
 * The loaded faces, by the names use-brand-fonts.ts registers. Each name is one weight: a style sets the family
 * instead of a fontWeight (Android draws a custom family with a fontWeight in a faked bold, or in the system font).
 */
export const fonts = {
  text: 'Inter_400Regular',
  textStrong: 'Inter_600SemiBold',
  heading: 'Outfit_700Bold',
} as const;

/** The text styles screens spread into theirs: body text, emphasised text (labels, names) and headings. */
export const typography = {
  text: { fontFamily: fonts.text },
  strong: { fontFamily: fonts.textStrong },
  heading: { fontFamily: fonts.heading },
} as const;
