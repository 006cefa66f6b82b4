/**
 * A place (venue), the app's twin of the website's /place/{id}: its name and address, "Directions" in the
 * platform's maps app, Follow with its followers count (following it brings its new events to for-you and
 * notifications), its upcoming events and its comments (spec §7 comments by place id).
 */
import type { components } from '@happenings/client';
import { Stack, useLocalSearchParams } from 'expo-router';
import { Linking, Platform, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { NotAvailable, QueryStates } from '../../components/query-states.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { feedPaths } from '../calendar-feeds/feed-links.ts';
import { SubscribeButton } from '../calendar-feeds/subscribe-button.tsx';
import { CommentThread } from '../comments/comment-thread.tsx';
import { directionsUrl, type MapsPlatform } from '../events/directions.ts';
import { TargetFollowButton } from '../follows/target-follow-button.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { placeQueryKey, usePlace } from './place.queries.ts';
import { UpcomingEvents } from './upcoming-events.tsx';

type PlaceDetail = components['schemas']['PlaceDetail'];

export function PlaceScreen() {
  const { id } = useLocalSearchParams<{ id: string }>();
  const valid = typeof id === 'string' && id.length > 0 && id.length <= 200;
  return <Screen>{valid ? <PlaceLoader id={id} /> : <NotAvailable noun="place" />}</Screen>;
}

function PlaceLoader({ id }: { id: string }) {
  const place = usePlace(id);
  return (
    <QueryStates query={place} noun="place">
      {(data) => <PlaceDetails place={data} loadedAt={place.dataUpdatedAt} />}
    </QueryStates>
  );
}

function PlaceDetails({ place, loadedAt }: { place: PlaceDetail; loadedAt: number }) {
  const toast = useToast();
  const address = [place.address, place.city, place.state].map((part) => part.trim()).filter(Boolean);
  // Directions read missing coordinates as absent, not null.
  const directions = directionsUrl(
    { ...place, lat: place.lat ?? undefined, lng: place.lng ?? undefined },
    Platform.OS as MapsPlatform,
  );

  const openDirections = async () => {
    if (!directions) return;
    try {
      await Linking.openURL(directions);
    } catch {
      toast.show({ title: 'No maps app could open this place', type: 'error' });
    }
  };

  return (
    <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
      <Stack.Screen options={{ title: place.name }} />
      <View style={styles.header}>
        <Text style={styles.kicker}>Place</Text>
        <Text style={styles.name} accessibilityRole="header">
          {place.name}
        </Text>
        {address.length > 0 ? <Text style={styles.address}>{address.join(', ')}</Text> : null}
      </View>
      <TargetFollowButton
        type="place"
        id={place.id}
        name={place.name}
        state={place}
        detailKey={placeQueryKey(place.id)}
      />
      <SubscribeButton feedPath={feedPaths.place(place.id)} title={`events at ${place.name}`} />
      {directions ? (
        <Button
          label="Directions"
          variant="outline"
          onPress={openDirections}
          accessibilityHint="Opens the maps app"
        />
      ) : null}
      <UpcomingEvents
        of={{ type: 'place', id: place.id }}
        firstPage={{ items: place.upcomingExperiences, nextCursor: place.upcomingNextCursor }}
        loadedAt={loadedAt}
        emptyText="No upcoming events here yet."
      />
      <CommentThread
        subject={{ type: 'place', id: place.id }}
        title="Comments"
        emptyText="No comments yet."
        fieldLabel="Your comment"
        placeholder="Say something about this place"
        signInLabel="Sign in to comment"
      />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.lg, gap: spacing.md, paddingBottom: spacing.xl * 2 },
  header: { gap: spacing.xs },
  kicker: { fontSize: 13, ...typography.strong, color: colors.brand, textTransform: 'uppercase' },
  name: { fontSize: 26, ...typography.heading, color: colors.text },
  address: { fontSize: 16, ...typography.text, color: colors.muted },
});
