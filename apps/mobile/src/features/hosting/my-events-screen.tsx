/**
 * My events (/account/events, as on the website): the host's own events in four sections (drafts, in review,
 * published and to come, past), each with its count; a row opens the event or, before it is published, the
 * editor (/event/create/{id}).
 */
import { Stack, useRouter } from 'expo-router';
import { useState } from 'react';
import {
  ActivityIndicator,
  Pressable,
  RefreshControl,
  ScrollView,
  StyleSheet,
  Text,
  View,
} from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { HostedEventRow } from './hosted-event-row.tsx';
import { useHostedEvents } from './hosted-events.queries.ts';
import { HOSTED_SECTIONS, type HostedSection } from './hosted-sections.ts';

export function MyEventsScreen() {
  const signedIn = useSignedIn();
  return (
    <Screen>
      <Stack.Screen options={{ title: 'My events' }} />
      {signedIn ? (
        <MyEvents />
      ) : (
        <SignInPrompt title="My events" message="Sign in to see the events you host." />
      )}
    </Screen>
  );
}

function MyEvents() {
  const router = useRouter();
  const now = useNow();
  const [section, setSection] = useState<HostedSection>('DRAFTS');
  const { query, events, counts } = useHostedEvents(section);
  const current = HOSTED_SECTIONS.find((entry) => entry.section === section)!;

  return (
    <ScrollView
      contentContainerStyle={styles.page}
      refreshControl={
        <RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />
      }
    >
      <Button label="Create an event" onPress={() => router.push('/event/create')} />
      <View style={styles.tabs} accessibilityRole="tablist">
        {HOSTED_SECTIONS.map((entry) => {
          const count = counts?.[entry.section];
          const selected = entry.section === section;
          return (
            <Pressable
              key={entry.section}
              accessibilityRole="tab"
              accessibilityLabel={count === undefined ? entry.label : `${entry.label}, ${count}`}
              aria-selected={selected}
              onPress={() => setSection(entry.section)}
              style={[styles.tab, selected && styles.tabSelected]}
            >
              <Text style={[styles.tabLabel, selected && styles.tabLabelSelected]}>
                {count === undefined ? entry.label : `${entry.label} ${count}`}
              </Text>
            </Pressable>
          );
        })}
      </View>
      {query.isPending ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      ) : query.isError ? (
        <View style={styles.message}>
          <Text style={styles.text}>Your events could not be loaded.</Text>
          <Button label="Try again" variant="outline" onPress={() => void query.refetch()} />
        </View>
      ) : events.length === 0 ? (
        <Text style={styles.text}>{current.empty}</Text>
      ) : (
        <View>
          {events.map((experience) => (
            <HostedEventRow
              key={experience.id}
              experience={experience}
              now={now}
              onEdit={() => router.push(`/event/create/${experience.id}`)}
            />
          ))}
        </View>
      )}
      {query.hasNextPage ? (
        <Button
          label="Show more"
          variant="outline"
          onPress={() => void query.fetchNextPage()}
          busy={query.isFetchingNextPage}
        />
      ) : null}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.lg, gap: spacing.md },
  tabs: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  tab: {
    minHeight: 44,
    justifyContent: 'center',
    paddingHorizontal: spacing.lg,
    borderRadius: 22,
    borderWidth: 1.5,
    borderColor: colors.border,
  },
  tabSelected: { borderColor: colors.brand, backgroundColor: colors.brand },
  tabLabel: { fontSize: 15, ...typography.strong, color: colors.text },
  tabLabelSelected: { color: colors.onBrand },
  message: { gap: spacing.md },
  text: { fontSize: 16, ...typography.text, color: colors.muted },
});
