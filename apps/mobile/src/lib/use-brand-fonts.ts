/**
 * The brand's typefaces, as on the website (apps/web/src/lib/fonts.ts): Inter for text, Outfit for headings. Only
 * the faces the theme names are loaded (theme.ts `fonts`), each imported from its own file of the packages: their
 * index would bring every weight and italic into the app, about 340 kB a face for Inter.
 *
 * Answers true once the faces are ready, or once loading them failed: the app then draws in the system's font
 * rather than not at all.
 */
import { Inter_400Regular } from '@expo-google-fonts/inter/400Regular';
import { Inter_600SemiBold } from '@expo-google-fonts/inter/600SemiBold';
import { Outfit_700Bold } from '@expo-google-fonts/outfit/700Bold';
import { useFonts } from 'expo-font';
import { fonts } from './theme.ts';

const BRAND_FONTS = {
  [fonts.text]: Inter_400Regular,
  [fonts.textStrong]: Inter_600SemiBold,
  [fonts.heading]: Outfit_700Bold,
};

export function useBrandFonts(): boolean {
  const [loaded, error] = useFonts(BRAND_FONTS);
  return loaded || error !== null;
}
