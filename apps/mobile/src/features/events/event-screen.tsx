/**
 * An event (spec §2 /event/{slug}): picture or video, name, schedule line (the domain's, spec §4), the interested
 * toggle with its count, save, share, add to calendar and (for its owners) edit, next dates, where with
 * "Directions" to the platform's maps app, host, description, who is interested, and the comments (spec §7),
 * which the signed-in can add to.
 */
import { Stack, useLocalSearchParams } from 'expo-router';
import { ActivityIndicator, Linking, Platform, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { isNotFound } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { CommentThread } from '../comments/comment-thread.tsx';
import type { ExperienceDetail } from '../experiences/experience.types.ts';
import { scheduleOf } from '../experiences/schedule-line.ts';
import { InterestedButton } from '../interested/interested-button.tsx';
import { PlaceMap } from '../map/place-map.tsx';
import { PostsSection } from '../posts/posts-section.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { directionsUrl, type MapsPlatform, placeQuery } from './directions.ts';
import { useEvent } from './event.queries.ts';
import { EventActions } from './event-actions.tsx';
import { EventMedia } from './event-media.tsx';
import { InterestedPeople } from './interested-people.tsx';
import { upcomingDates } from './next-dates.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function EventScreen() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  const valid = typeof slug === 'string' && slug.length <= 200 && SLUG.test(slug);
  return <Screen>{valid ? <EventLoader slug={slug} /> : <Missing />}</Screen>;
}

function Missing() {
  return <Text style={styles.message}>This event is not available.</Text>;
}

function EventLoader({ slug }: { slug: string }) {
  const event = useEvent(slug);
  if (event.isPending) {
    return (
      <View style={styles.center}>
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      </View>
    );
  }
  if (!event.data) {
    if (isNotFound(event.error)) return <Missing />;
    return (
      <View style={styles.center}>
        <Text style={styles.message}>This event could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void event.refetch()} />
      </View>
    );
  }
  return <EventDetails event={event.data} />;
}

function EventDetails({ event }: { event: ExperienceDetail }) {
  const now = useNow();
  const toast = useToast();
  const schedule = scheduleOf(event, now);
  const dates = upcomingDates(event, now);
  const place = placeQuery(event.where);
  const directions = directionsUrl(event.where, Platform.OS as MapsPlatform);
  // Said once, as on the website: the description, or the short one when there is no other (it is usually the
  // description's first sentence, so showing both repeated it).
  const about = event.description?.trim() || event.shortDescription;

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
      <Stack.Screen options={{ title: event.name }} />
      <EventMedia event={event} />
      <View style={styles.body}>
        <Text style={styles.name} accessibilityRole="header">
          {event.name}
        </Text>
        <Text style={styles.schedule} testID="schedule-text">
          {schedule.text}
        </Text>
        <InterestedButton event={event} />
        <EventActions event={event} />

        {dates.length > 0 ? (
          <View style={styles.block}>
            <Text style={styles.heading} accessibilityRole="header">
              Next dates
            </Text>
            {dates.map((line) => (
              <Text key={line.key} style={styles.line}>
                {line.day} · {line.hours}
              </Text>
            ))}
          </View>
        ) : null}

        {place ? (
          <View style={styles.block}>
            <Text style={styles.heading} accessibilityRole="header">
              Where
            </Text>
            <PlaceMap
              lat={event.where.lat}
              lng={event.where.lng}
              name={event.where.name || place}
              onPress={openDirections}
              hint="Opens directions in the maps app"
            />
            {event.where.name && event.where.placeId ? (
              <TextLink
                href={`/place/${encodeURIComponent(event.where.placeId)}`}
                label={event.where.name}
                hint="Opens the place"
                style={styles.place}
                testID="venue-link"
              />
            ) : event.where.name ? (
              <Text style={styles.place}>{event.where.name}</Text>
            ) : null}
            <Text style={styles.line}>
              {[event.where.address, event.where.city, event.where.state].filter(Boolean).join(', ')}
            </Text>
            {directions ? (
              <Button
                label="Directions"
                variant="outline"
                onPress={openDirections}
                accessibilityHint="Opens the maps app"
              />
            ) : null}
          </View>
        ) : null}

        {event.host ? (
          <View style={styles.block}>
            <Text style={styles.heading} accessibilityRole="header">
              Host
            </Text>
            <TextLink
              href={`/host/${encodeURIComponent(event.host.slug)}`}
              label={event.host.name}
              hint="Opens the host"
              style={styles.place}
              testID="host-link"
            />
          </View>
        ) : null}

        {about ? (
          <View style={styles.block}>
            <Text style={styles.heading} accessibilityRole="header">
              About
            </Text>
            <Text style={styles.line}>{about}</Text>
          </View>
        ) : null}

        <InterestedPeople event={event} />

        <PostsSection experienceId={event.id} />

        <CommentThread
          subject={{ type: 'experience', id: event.id }}
          title="Comments"
          emptyText="No comments yet."
          fieldLabel="Your comment"
          placeholder="Say something about this event"
          signInLabel="Sign in to comment"
        />
      </View>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  message: {
    fontSize: 16,
    ...typography.text,
    color: colors.muted,
    textAlign: 'center',
    padding: spacing.xl,
  },
  page: { paddingBottom: spacing.xl * 2 },
  body: { padding: spacing.lg, gap: spacing.md },
  name: { fontSize: 26, ...typography.heading, color: colors.text },
  schedule: { fontSize: 16, ...typography.strong, color: colors.brand },
  block: { gap: spacing.xs, paddingTop: spacing.md, borderTopWidth: 1, borderTopColor: colors.border },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
  place: { fontSize: 16, ...typography.strong, color: colors.text },
  line: { fontSize: 15, ...typography.text, color: colors.muted },
});
