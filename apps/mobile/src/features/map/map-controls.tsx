/**
 * The map's buttons: zoom in and out, and move the map a third of a view in each direction, so everything a
 * drag does can be done without one (a switch, a keyboard, a screen reader).
 */
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';

export type PanDirection = 'north' | 'south' | 'west' | 'east';

const ARROWS: Record<PanDirection, string> = { north: '↑', west: '←', east: '→', south: '↓' };

function MapButton({ label, symbol, onPress }: { label: string; symbol: string; onPress: () => void }) {
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={label}
      onPress={onPress}
      style={({ pressed }) => [styles.button, pressed && styles.pressed]}
    >
      <Text style={styles.symbol}>{symbol}</Text>
    </Pressable>
  );
}

export function MapControls({
  onZoom,
  onPan,
}: {
  onZoom: (steps: number) => void;
  onPan: (direction: PanDirection) => void;
}) {
  return (
    <>
      <View style={[styles.group, styles.zoom]}>
        <MapButton label="Zoom in" symbol="+" onPress={() => onZoom(1)} />
        <MapButton label="Zoom out" symbol="−" onPress={() => onZoom(-1)} />
      </View>
      <View style={[styles.group, styles.pad]}>
        {(Object.keys(ARROWS) as PanDirection[]).map((direction) => (
          <MapButton
            key={direction}
            label={`Move the map ${direction}`}
            symbol={ARROWS[direction]}
            onPress={() => onPan(direction)}
          />
        ))}
      </View>
    </>
  );
}

const styles = StyleSheet.create({
  group: { position: 'absolute', right: spacing.sm, gap: spacing.xs },
  zoom: { top: spacing.sm },
  pad: { bottom: spacing.sm },
  button: {
    width: 44,
    height: 44,
    borderRadius: 8,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: colors.background,
    borderWidth: 1,
    borderColor: colors.border,
  },
  pressed: { backgroundColor: colors.surface },
  symbol: { fontSize: 20, ...typography.text, color: colors.text },
});
