/**
 * The search map: the events of the visible box for the chosen dates and categories, one pin per experience.
 * As on the website, the box follows the map once a move settles, or waits for "Search this area" when
 * "Update as the map moves" is off.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import { getLocation } from '@happenings/domain/locations';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Pressable, StyleSheet, Switch, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { MapView } from '../map/map-view.tsx';
import type { BoundingBox } from '../map/projection.ts';
import { readTileSource } from '../map/tile-source.ts';
import { type MapWindow, toPins, useMapEvents } from './map-events.queries.ts';

/** Map moves settle for this long before the box is asked for, so a run of button presses makes one request. */
const MOVE_DEBOUNCE_MS = 300;

const tileSource = readTileSource();

function statusText(map: ReturnType<typeof useMapEvents>, box: BoundingBox | null, count: number): string {
  if (box === null) return 'Loading the map…';
  if (map.isError) return 'Events on the map could not be loaded.';
  if (map.isFetching && !map.data) return 'Finding events in this area…';
  const more = map.data?.hasMore ? ' (zoom in for more)' : '';
  return `${count} ${count === 1 ? 'event' : 'events'} in this area${more}`;
}

export function SearchMap({ location, window }: { location: LocationSlug; window: MapWindow }) {
  const { boundingBox, name } = getLocation(location);
  const [box, setBox] = useState<BoundingBox | null>(null);
  const [pendingBox, setPendingBox] = useState<BoundingBox | null>(null);
  const [followsMap, setFollowsMap] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isFirstBox = useRef(true);
  const followsRef = useRef(followsMap);
  followsRef.current = followsMap;
  useEffect(() => () => clearTimeout(timer.current), []);

  const onBoxChange = (next: BoundingBox) => {
    clearTimeout(timer.current);
    // The first box loads at once; later ones once the map stops moving.
    if (isFirstBox.current) {
      isFirstBox.current = false;
      setBox(next);
      return;
    }
    timer.current = setTimeout(() => {
      if (followsRef.current) {
        setBox(next);
        setPendingBox(null);
      } else setPendingBox(next);
    }, MOVE_DEBOUNCE_MS);
  };

  const searchArea = () => {
    if (pendingBox) setBox(pendingBox);
    setPendingBox(null);
  };

  const map = useMapEvents(box, window);
  const pins = useMemo(() => toPins(map.data?.items ?? []), [map.data]);
  const initialBox = useMemo(
    () => ({
      xmin: boundingBox.sw.lng,
      ymin: boundingBox.sw.lat,
      xmax: boundingBox.ne.lng,
      ymax: boundingBox.ne.lat,
    }),
    [boundingBox],
  );

  return (
    <View style={styles.root}>
      <View style={styles.bar}>
        <Text
          style={styles.status}
          accessibilityRole="text"
          accessibilityLiveRegion="polite"
          testID="map-status"
        >
          {statusText(map, box, pins.length)}
        </Text>
        {map.isError ? <BarButton label="Retry" onPress={() => map.refetch()} /> : null}
        {!followsMap && pendingBox ? <BarButton label="Search this area" onPress={searchArea} /> : null}
      </View>
      <MapView
        key={location}
        pins={pins}
        initialBox={initialBox}
        label={`Map of events in ${name}`}
        onBoxChange={onBoxChange}
        tiles={tileSource}
        testID="search-map"
      />
      <View style={styles.follow}>
        <Text style={styles.followLabel}>Update as the map moves</Text>
        <Switch
          accessibilityLabel="Update as the map moves"
          value={followsMap}
          onValueChange={(value) => {
            setFollowsMap(value);
            if (value && pendingBox) searchArea();
          }}
          trackColor={{ true: colors.brand }}
        />
      </View>
    </View>
  );
}

function BarButton({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={label}
      onPress={onPress}
      style={({ pressed }) => [styles.button, pressed && styles.pressed]}
    >
      <Text style={styles.buttonText}>{label}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1 },
  bar: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: spacing.sm,
    paddingHorizontal: spacing.lg,
    paddingBottom: spacing.sm,
    minHeight: 44,
  },
  status: { flex: 1, fontSize: 14, ...typography.text, color: colors.muted },
  button: {
    minHeight: 44,
    justifyContent: 'center',
    paddingHorizontal: spacing.md,
    borderRadius: 22,
    backgroundColor: colors.brand,
  },
  pressed: { opacity: 0.8 },
  buttonText: { color: colors.onBrand, ...typography.strong },
  follow: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingHorizontal: spacing.lg,
    paddingVertical: spacing.sm,
  },
  followLabel: { fontSize: 14, ...typography.text, color: colors.text },
});
