/**
 * One pin: a link to the event, named by its title, with a 44-point target around a small dot (pins are
 * reached by a screen reader's swipe or the keyboard's tab, not only by tapping the map).
 */
import { type Href, Link } from 'expo-router';
import { Pressable, StyleSheet, View } from 'react-native';
import { colors } from '../../lib/theme.ts';
import type { Point } from './projection.ts';

export interface MapPin {
  id: string;
  lat: number;
  lng: number;
  /** The pin's accessible name: the event's title. */
  label: string;
  href: Href;
}

const TARGET = 44;

export function MapPinMarker({ pin, at }: { pin: MapPin; at: Point }) {
  return (
    <Link href={pin.href} asChild>
      <Pressable
        accessibilityRole="link"
        accessibilityLabel={pin.label}
        testID={`map-pin-${pin.id}`}
        // Link asChild takes one style object, not an array.
        style={StyleSheet.flatten([styles.target, { left: at.x - TARGET / 2, top: at.y - TARGET / 2 }])}
      >
        {({ pressed }) => <View style={[styles.dot, pressed && styles.pressed]} />}
      </Pressable>
    </Link>
  );
}

const styles = StyleSheet.create({
  target: {
    position: 'absolute',
    width: TARGET,
    height: TARGET,
    alignItems: 'center',
    justifyContent: 'center',
  },
  dot: {
    width: 18,
    height: 18,
    borderRadius: 9,
    borderWidth: 3,
    borderColor: colors.onBrand,
    backgroundColor: colors.brand,
  },
  pressed: { transform: [{ scale: 1.25 }] },
});
