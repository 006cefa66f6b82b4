/**
 * "Upcoming events" on a place's or a host's screen: the events as cards, soonest first, and "Load more events"
 * while there are more. Laid out as plain views: it sits inside the screen's own scroll view.
 */
import type { components } from '@happenings/client';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { ExperienceCard } from '../experiences/experience-card.tsx';
import { type UpcomingOf, useUpcomingEvents } from './upcoming-events.queries.ts';

type UpcomingPage = components['schemas']['UpcomingExperiencePage'];

export function UpcomingEvents({
  of,
  firstPage,
  loadedAt,
  emptyText,
}: {
  of: UpcomingOf;
  firstPage: UpcomingPage;
  /** When the place or host (with its first page) was loaded. */
  loadedAt: number;
  emptyText: string;
}) {
  const now = useNow();
  const { query, events } = useUpcomingEvents(of, { page: firstPage, loadedAt });
  return (
    <View style={styles.section} testID="upcoming-events">
      <Text style={styles.heading} accessibilityRole="header">
        Upcoming events
      </Text>
      {events.length === 0 ? <Text style={styles.empty}>{emptyText}</Text> : null}
      {events.map((experience) => (
        <ExperienceCard key={experience.id} experience={experience} now={now} layout="row" />
      ))}
      {query.isFetchNextPageError ? (
        <Text style={styles.error} accessibilityRole="alert">
          More events could not be loaded.
        </Text>
      ) : null}
      {query.hasNextPage ? (
        <Button
          label={query.isFetchNextPageError ? 'Try again' : 'Load more events'}
          variant="outline"
          busy={query.isFetchingNextPage}
          onPress={() => void query.fetchNextPage()}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: spacing.xs, paddingTop: spacing.md, borderTopWidth: 1, borderTopColor: colors.border },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
  empty: { fontSize: 15, ...typography.text, color: colors.muted },
  error: { fontSize: 14, ...typography.text, color: colors.danger },
});
