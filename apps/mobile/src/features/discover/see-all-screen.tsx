/**
 * See-all of a stream (spec §2 /{stream}/{slug}): every page of it, loaded as the list scrolls; pull to refresh.
 */
import { Stack, useLocalSearchParams } from 'expo-router';
import { ActivityIndicator, FlatList, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { ExperienceCard } from '../experiences/experience-card.tsx';
import { useLocation } from '../location/use-location.ts';
import { useStreamPages } from './discover.queries.ts';
import { uniqueById } from './streams.ts';

const STREAM_NAME = /^[a-z0-9-]{1,64}$/;

export function SeeAllScreen() {
  const params = useLocalSearchParams<{ slug: string; title?: string }>();
  const slug = STREAM_NAME.test(params.slug ?? '') ? params.slug : null;
  return (
    <Screen>
      <Stack.Screen options={{ title: params.title?.slice(0, 80) || 'See all' }} />
      {slug ? <StreamList stream={slug} /> : <Text style={styles.message}>This list does not exist.</Text>}
    </Screen>
  );
}

function StreamList({ stream }: { stream: string }) {
  const location = useLocation();
  const now = useNow();
  const pages = useStreamPages(location.slug, stream);
  const experiences = uniqueById(pages.data?.pages.map((page) => page.items) ?? []);

  if (pages.isPending) {
    return (
      <View style={styles.center}>
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      </View>
    );
  }
  if (pages.isError && !pages.data) {
    return (
      <View style={styles.center}>
        <Text style={styles.message}>This list could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void pages.refetch()} />
      </View>
    );
  }
  return (
    <FlatList
      data={experiences}
      keyExtractor={(item) => item.id}
      renderItem={({ item }) => <ExperienceCard experience={item} now={now} layout="row" />}
      contentContainerStyle={styles.list}
      onEndReached={() => {
        if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
      }}
      onEndReachedThreshold={0.5}
      ListEmptyComponent={<Text style={styles.message}>Nothing here right now.</Text>}
      ListFooterComponent={pages.isFetchingNextPage ? <ActivityIndicator color={colors.brand} /> : null}
      refreshing={pages.isRefetching}
      onRefresh={() => void pages.refetch()}
      testID="see-all-list"
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
  list: { paddingHorizontal: spacing.lg, paddingBottom: spacing.xl },
});
