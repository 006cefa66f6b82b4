/**
 * A host (organiser), the app's twin of the website's /host/{slug}: its picture (or initials), name,
 * description and website, how many of its events have passed, Follow with its followers count (following it
 * brings its new events to for-you and notifications) and its upcoming events.
 */
import type { components } from '@happenings/client';
import { Stack, useLocalSearchParams } from 'expo-router';
import { Linking, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../components/avatar.tsx';
import { NotAvailable, QueryStates } from '../../components/query-states.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { feedPaths } from '../calendar-feeds/feed-links.ts';
import { SubscribeButton } from '../calendar-feeds/subscribe-button.tsx';
import { TargetFollowButton } from '../follows/target-follow-button.tsx';
import { UpcomingEvents } from '../places/upcoming-events.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { hostQueryKey, useHost } from './host.queries.ts';
import { hostPictureUrl } from './host-picture.ts';
import { readWebsite } from './host-website.ts';

type HostDetail = components['schemas']['HostDetail'];

export function HostScreen() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  const valid = typeof slug === 'string' && slug.length > 0 && slug.length <= 200;
  return <Screen>{valid ? <HostLoader slug={slug} /> : <NotAvailable noun="host" />}</Screen>;
}

function HostLoader({ slug }: { slug: string }) {
  const host = useHost(slug);
  return (
    <QueryStates query={host} noun="host">
      {(data) => <HostDetails host={data} loadedAt={host.dataUpdatedAt} />}
    </QueryStates>
  );
}

function HostDetails({ host, loadedAt }: { host: HostDetail; loadedAt: number }) {
  const toast = useToast();
  const website = readWebsite(host.website);
  const description = host.description?.trim();
  const past = host.pastExperiencesCount;

  const openWebsite = async () => {
    if (!website) return;
    try {
      await Linking.openURL(website.href);
    } catch {
      toast.show({ title: 'The website could not be opened', type: 'error' });
    }
  };

  return (
    <ScrollView contentContainerStyle={styles.page}>
      <Stack.Screen options={{ title: host.name }} />
      <View style={styles.identity}>
        <Avatar name={host.name} photoURL={hostPictureUrl(host.photoURL)} size={72} />
        <View style={styles.names}>
          <Text style={styles.kicker}>Host</Text>
          <Text style={styles.name} accessibilityRole="header">
            {host.name}
          </Text>
        </View>
      </View>
      {description ? <Text style={styles.description}>{description}</Text> : null}
      <Text style={styles.fact} testID="past-events">
        {past} past {past === 1 ? 'event' : 'events'}
      </Text>
      {website ? (
        <Text
          style={styles.link}
          accessibilityRole="link"
          accessibilityLabel={`${website.hostname}, website`}
          accessibilityHint="Opens in the browser"
          onPress={openWebsite}
        >
          {website.hostname}
        </Text>
      ) : null}
      <TargetFollowButton
        type="host"
        id={host.id}
        name={host.name}
        state={host}
        detailKey={hostQueryKey(host.slug)}
      />
      <SubscribeButton feedPath={feedPaths.host(host.id)} title={`${host.name}'s events`} />
      <UpcomingEvents
        of={{ type: 'host', id: host.id }}
        firstPage={{ items: host.upcomingExperiences, nextCursor: host.upcomingNextCursor }}
        loadedAt={loadedAt}
        emptyText="No upcoming events from this host yet."
      />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.lg, gap: spacing.md, paddingBottom: spacing.xl * 2 },
  identity: { flexDirection: 'row', alignItems: 'center', gap: spacing.lg },
  names: { flex: 1, gap: 2 },
  kicker: { fontSize: 13, ...typography.strong, color: colors.brand, textTransform: 'uppercase' },
  name: { fontSize: 26, ...typography.heading, color: colors.text },
  description: { fontSize: 16, ...typography.text, color: colors.text },
  fact: { fontSize: 15, ...typography.text, color: colors.muted },
  link: {
    fontSize: 16,
    ...typography.strong,
    color: colors.brand,
    textDecorationLine: 'underline',
    paddingVertical: spacing.sm,
  },
});
