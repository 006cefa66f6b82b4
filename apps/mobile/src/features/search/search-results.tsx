/**
 * The list of a search: the matching experiences, with how the dates were understood ("Showing events this
 * weekend"), or why there are none.
 */
import { ActivityIndicator, FlatList, StyleSheet, Text } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { ExperienceCard } from '../experiences/experience-card.tsx';
import type { useSearch } from './search.queries.ts';

export function SearchResults({
  search,
  text,
  dateText,
  hasInput,
  dates,
}: {
  search: ReturnType<typeof useSearch>;
  /** The chosen date chip's window, asked of the API before the search can run. */
  dates: { isFetching: boolean; isError: boolean };
  text: string;
  /** The date phrase the results are for: typed ('next friday') or a chip's ('this weekend'). */
  dateText: string | null;
  hasInput: boolean;
}) {
  const now = useNow();
  if (!hasInput) {
    return <Text style={styles.message}>Type what you are looking for, or pick a date or a category.</Text>;
  }
  if ((search.isFetching || dates.isFetching) && !search.data) {
    return <ActivityIndicator color={colors.brand} accessibilityLabel="Searching" />;
  }
  if ((search.isError || dates.isError) && !search.data) {
    return (
      <Text style={styles.message} accessibilityRole="alert">
        Search could not be loaded. Try again.
      </Text>
    );
  }
  if (!search.data) return null;
  const experiences = (search.data.experiences?.items ?? []).filter((item) => item !== null);
  return (
    <FlatList
      data={experiences}
      keyExtractor={(item) => item.id}
      renderItem={({ item }) => <ExperienceCard experience={item} now={now} layout="row" />}
      contentContainerStyle={styles.list}
      ListHeaderComponent={dateText ? <Text style={styles.understood}>Showing events {dateText}</Text> : null}
      ListEmptyComponent={
        <Text style={styles.message}>
          {text ? `No events match “${text}”.` : 'No events match these filters.'}
        </Text>
      }
      testID="search-results"
    />
  );
}

const styles = StyleSheet.create({
  list: { paddingHorizontal: spacing.lg, paddingBottom: spacing.xl },
  understood: { color: colors.muted, fontSize: 14, ...typography.text, paddingBottom: spacing.sm },
  message: {
    fontSize: 16,
    ...typography.text,
    color: colors.muted,
    textAlign: 'center',
    padding: spacing.lg,
  },
});
