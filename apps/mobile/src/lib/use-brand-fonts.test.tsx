/**
 * The brand's faces load under the names the theme's text styles use, and the app goes on once they have.
 */
import { describe, expect, it } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react-native';
import { isLoaded } from 'expo-font';
import { fonts } from './theme.ts';
import { useBrandFonts } from './use-brand-fonts.ts';

describe('the brand fonts', () => {
  it('loads Inter and Outfit under the theme’s names', async () => {
    const { result } = renderHook(() => useBrandFonts());

    await waitFor(() => expect(result.current).toBe(true));
    expect(Object.values(fonts).filter((name) => !isLoaded(name))).toEqual([]);
    // Only the faces the theme names: no other weight rides along.
    expect(isLoaded('Inter_700Bold')).toBe(false);
  });
});
