/**
 * Discover (spec §2 home, issue 12): the chosen location's streams, each with its first page and a see-all
 * link; pull to refresh; above them, the ways to ask the community and into a running contest. A location the app
 * does not serve shows the region-interest form instead.
 */
import { useMemo } from 'react';
import { ActivityIndicator, FlatList, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { LocationFeeds } from '../calendar-feeds/location-feeds.tsx';
import { LocationSwitcher } from '../location/location-switcher.tsx';
import { UnsupportedLocation } from '../location/unsupported-location.tsx';
import { useLocation } from '../location/use-location.ts';
import { CommunityLinks } from './community-links.tsx';
import { useDiscover } from './discover.queries.ts';
import { StreamSection } from './stream-section.tsx';
import { isExperienceStream, toExperiences } from './streams.ts';

export function DiscoverScreen() {
  const location = useLocation();
  return (
    <Screen>{location.isAppSupported ? <Streams /> : <UnsupportedLocation location={location} />}</Screen>
  );
}

function Streams() {
  const location = useLocation();
  const now = useNow();
  const discover = useDiscover(location.slug);
  const sections = useMemo(
    () =>
      (discover.data?.streams ?? [])
        .filter(isExperienceStream)
        .map((stream) => ({ stream, experiences: toExperiences(stream.items) }))
        // Personal streams are empty when signed out, and an empty stream has nothing to show.
        .filter((section) => section.experiences.length > 0),
    [discover.data],
  );

  if (discover.isPending) {
    return (
      <View style={styles.center}>
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      </View>
    );
  }
  if (discover.isError && !discover.data) {
    return (
      <View style={styles.center}>
        <Text style={styles.message}>Discover could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void discover.refetch()} />
      </View>
    );
  }
  return (
    <FlatList
      data={sections}
      keyExtractor={(section) => section.stream.id}
      ListHeaderComponent={
        <>
          <LocationSwitcher />
          <CommunityLinks />
        </>
      }
      renderItem={({ item }) => (
        <StreamSection stream={item.stream} experiences={item.experiences} now={now} />
      )}
      ListFooterComponent={<LocationFeeds location={location} />}
      ListEmptyComponent={<Text style={styles.message}>Nothing on in {location.name} right now.</Text>}
      refreshing={discover.isRefetching}
      onRefresh={() => void discover.refetch()}
      testID="discover-list"
    />
  );
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  message: {
    fontSize: 16,
    ...typography.text,
    color: colors.muted,
    textAlign: 'center',
    padding: spacing.lg,
  },
});
