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
import { FontDisplay, useFonts } from 'expo-font';
import { fonts } from './theme.ts';

/**
 * On the web the page draws in the fallback font at once and swaps when a face arrives, as the website does
 * (`display: swap`): the app does not wait there for ~740 kB of fonts (the root layout). Phones ignore it.
 */
const swap = (uri: number) => ({ uri, display: FontDisplay.SWAP });

const BRAND_FONTS = {
  [fonts.text]: swap(Inter_400Regular),
  [fonts.textStrong]: swap(Inter_600SemiBold),
  [fonts.heading]: swap(Outfit_700Bold),
};

export function useBrandFonts(): boolean {
  const [loaded, error] = useFonts(BRAND_FONTS);
  return loaded || error !== null;
}
