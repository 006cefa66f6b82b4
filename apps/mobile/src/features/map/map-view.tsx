/**
 * A small map drawn with plain views, on native and the web alike: the box is projected with Web Mercator
 * (projection.ts), pins are links placed over a plain background or raster tiles (tile-source.ts). A drag moves
 * it (PanResponder), as do the arrow buttons; + and − zoom. `onBoxChange` hears every box the view shows, the
 * first as soon as the view knows its size.
 */
import { useEffect, useRef, useState } from 'react';
import { type LayoutChangeEvent, PanResponder, StyleSheet, View } from 'react-native';
import { MapControls, type PanDirection } from './map-controls.tsx';
import { type MapPin, MapPinMarker } from './map-pin.tsx';
import { MapTiles, TileAttribution } from './map-tiles.tsx';
import {
  type BoundingBox,
  boxOfView,
  fitBox,
  isInView,
  type MapCamera,
  type Point,
  panCamera,
  projectToView,
  roundBox,
  type Size,
  zoomCamera,
} from './projection.ts';
import type { TileSource } from './tile-source.ts';

export type { MapPin } from './map-pin.tsx';

/** The website's plain map style has this background (apps/web/public/map-style.json). */
const PLAIN_BACKGROUND = '#eef0f4';
/** Movement before a touch becomes a drag, so a tap on a pin stays a tap. */
const DRAG_THRESHOLD = 6;
const STILL: Point = { x: 0, y: 0 };
/** A pin on the view's edge (its box is rounded to about 10 m) is still drawn. */
const EDGE_SLACK = 4;

export interface MapViewProps {
  pins: readonly MapPin[];
  /** What the map shows first (a location's box). */
  initialBox: BoundingBox;
  /** The map's accessible name: 'Map of events in Boston'. */
  label: string;
  onBoxChange: (box: BoundingBox) => void;
  tiles?: TileSource | null;
  testID?: string;
}

function panOffset(direction: PanDirection, size: Size): Point {
  const dx = size.width / 3;
  const dy = size.height / 3;
  // Showing what lies north moves the content down.
  if (direction === 'north') return { x: 0, y: dy };
  if (direction === 'south') return { x: 0, y: -dy };
  if (direction === 'west') return { x: dx, y: 0 };
  return { x: -dx, y: 0 };
}

export function MapView({ pins, initialBox, label, onBoxChange, tiles, testID }: MapViewProps) {
  const [size, setSize] = useState<Size | null>(null);
  const [camera, setCamera] = useState<MapCamera | null>(null);
  const [drag, setDrag] = useState<Point>(STILL);
  const onBoxChangeRef = useRef(onBoxChange);
  onBoxChangeRef.current = onBoxChange;

  const pan = useRef(
    PanResponder.create({
      onMoveShouldSetPanResponderCapture: (_event, gesture) =>
        Math.abs(gesture.dx) + Math.abs(gesture.dy) > DRAG_THRESHOLD,
      onPanResponderMove: (_event, gesture) => setDrag({ x: gesture.dx, y: gesture.dy }),
      onPanResponderRelease: (_event, gesture) => {
        setDrag(STILL);
        setCamera((current) => current && panCamera(current, { x: gesture.dx, y: gesture.dy }));
      },
      onPanResponderTerminate: () => setDrag(STILL),
    }),
  ).current;

  useEffect(() => {
    if (camera && size) onBoxChangeRef.current(roundBox(boxOfView(camera, size)));
  }, [camera, size]);

  const onLayout = (event: LayoutChangeEvent) => {
    const { width, height } = event.nativeEvent.layout;
    if (width <= 0 || height <= 0) return;
    setSize((current) =>
      current && current.width === width && current.height === height ? current : { width, height },
    );
    setCamera((current) => current ?? fitBox(initialBox, { width, height }));
  };

  return (
    <View role="region" accessibilityLabel={label} onLayout={onLayout} style={styles.map} testID={testID}>
      {camera && size ? (
        <>
          {/* The drag surface sits under the buttons, so pressing one never starts a drag. */}
          <View style={StyleSheet.absoluteFill} {...pan.panHandlers}>
            <View
              style={[
                StyleSheet.absoluteFill,
                { transform: [{ translateX: drag.x }, { translateY: drag.y }] },
              ]}
            >
              {tiles ? <MapTiles source={tiles} camera={camera} size={size} /> : null}
              {pins.map((pin) => {
                const at = projectToView(pin, camera, size);
                return isInView(at, size, EDGE_SLACK) ? (
                  <MapPinMarker key={pin.id} pin={pin} at={at} />
                ) : null;
              })}
            </View>
          </View>
          <MapControls
            onZoom={(steps) => setCamera((current) => current && zoomCamera(current, steps))}
            onPan={(direction) =>
              setCamera((current) => current && panCamera(current, panOffset(direction, size)))
            }
          />
          {tiles ? <TileAttribution source={tiles} /> : null}
        </>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  map: { flex: 1, minHeight: 320, overflow: 'hidden', backgroundColor: PLAIN_BACKGROUND },
});
