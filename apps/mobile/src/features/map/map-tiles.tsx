/**
 * The raster tiles of the view, placed by tilesInView; hidden from screen readers (the pins carry the meaning).
 */
import { Image, StyleSheet, Text } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { type MapCamera, type Size, tilesInView } from './projection.ts';
import { type TileSource, tileUrl } from './tile-source.ts';

export function MapTiles({ source, camera, size }: { source: TileSource; camera: MapCamera; size: Size }) {
  return tilesInView(camera, size).map((tile) => (
    <Image
      key={tile.key}
      source={{ uri: tileUrl(source, tile) }}
      accessible={false}
      importantForAccessibility="no"
      style={[styles.tile, { left: tile.left, top: tile.top, width: tile.size, height: tile.size }]}
    />
  ));
}

export function TileAttribution({ source }: { source: TileSource }) {
  return <Text style={styles.attribution}>{source.attribution}</Text>;
}

const styles = StyleSheet.create({
  tile: { position: 'absolute' },
  attribution: {
    position: 'absolute',
    left: 0,
    bottom: 0,
    paddingHorizontal: spacing.xs,
    fontSize: 11,
    ...typography.text,
    color: colors.muted,
    backgroundColor: 'rgba(255,255,255,0.8)',
  },
});
