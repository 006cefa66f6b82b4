/**
 * A small map of one place (the website's PlaceMap): the configured tiles around the point, zoomed to the street,
 * with one pin at its centre. It does not pan or zoom; the whole map is one button (`onPress`, e.g. directions).
 * Without tiles (EXPO_PUBLIC_MAP_TILE_URL unset) or coordinates it draws nothing: one pin on blank ground says
 * nothing the address beside it does not, so the place stays a card of text, as on the website.
 */
import { useMemo, useState } from 'react';
import { type LayoutChangeEvent, Pressable, StyleSheet, View } from 'react-native';
import { colors } from '../../lib/theme.ts';
import { MapTiles, TileAttribution } from './map-tiles.tsx';
import type { MapCamera, Size } from './projection.ts';
import { readTileSource } from './tile-source.ts';

/** Street level: a few blocks around the place. */
export const PLACE_MAP_ZOOM = 15;
const PIN = 18;

export interface PlaceMapProps {
  lat?: number | null;
  lng?: number | null;
  /** The place's name ('Royale'): the map is named after it. */
  name: string;
  onPress: () => void;
  /** What pressing does, for a screen reader. */
  hint: string;
}

export function PlaceMap({ lat, lng, name, onPress, hint }: PlaceMapProps) {
  const tiles = useMemo(readTileSource, []);
  const [size, setSize] = useState<Size | null>(null);
  if (!tiles || typeof lat !== 'number' || typeof lng !== 'number') return null;
  const camera: MapCamera = { center: { lat, lng }, zoom: PLACE_MAP_ZOOM };

  const onLayout = (event: LayoutChangeEvent) => {
    const { width, height } = event.nativeEvent.layout;
    if (width > 0 && height > 0) setSize({ width, height });
  };

  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={`Map of ${name}`}
      accessibilityHint={hint}
      onPress={onPress}
      onLayout={onLayout}
      style={styles.map}
      testID="place-map"
    >
      {size ? (
        <>
          <MapTiles source={tiles} camera={camera} size={size} />
          <View
            style={[styles.pin, { left: size.width / 2 - PIN / 2, top: size.height / 2 - PIN / 2 }]}
            testID="place-map-pin"
          />
          <TileAttribution source={tiles} />
        </>
      ) : null}
    </Pressable>
  );
}

const styles = StyleSheet.create({
  // The website's plain map background (map-view.tsx), under tiles still loading.
  map: { width: '100%', aspectRatio: 2, borderRadius: 12, overflow: 'hidden', backgroundColor: '#eef0f4' },
  pin: {
    position: 'absolute',
    width: PIN,
    height: PIN,
    borderRadius: PIN / 2,
    borderWidth: 3,
    borderColor: colors.onBrand,
    backgroundColor: colors.brand,
  },
});
