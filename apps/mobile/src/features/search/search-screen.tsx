/**
 * Search (issue 12): type, submit, and the matching experiences of the chosen location; the API reads date
 * phrases in the text ('jazz this weekend') and says how it understood them.
 */
import { useState } from 'react';
import { ActivityIndicator, FlatList, StyleSheet, Text, TextInput, View } from 'react-native';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { ExperienceCard } from '../experiences/experience-card.tsx';
import { useLocation } from '../location/use-location.ts';
import { cleanSearchText, SEARCH_MAX_LENGTH, useSearch } from './search.queries.ts';

export function SearchScreen() {
  const location = useLocation();
  const now = useNow();
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const search = useSearch(location.slug, text);
  const experiences = (search.data?.experiences?.items ?? []).filter((item) => item !== null);
  const dateText = search.data?.query.dateText;

  return (
    <Screen>
      <View style={styles.bar}>
        <TextInput
          accessibilityLabel={`Search ${location.name}`}
          autoCapitalize="none"
          autoCorrect={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          onChangeText={setDraft}
          onSubmitEditing={() => setText(cleanSearchText(draft))}
          placeholder={`Search ${location.name}: jazz, comedy this weekend…`}
          returnKeyType="search"
          style={styles.input}
          value={draft}
        />
      </View>
      {search.isFetching && !search.data ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Searching" />
      ) : null}
      {search.isError && !search.data ? (
        <Text style={styles.message} accessibilityRole="alert">
          Search could not be loaded. Try again.
        </Text>
      ) : null}
      {text && search.data ? (
        <FlatList
          data={experiences}
          keyExtractor={(item) => item.id}
          renderItem={({ item }) => <ExperienceCard experience={item} now={now} layout="row" />}
          contentContainerStyle={styles.list}
          ListHeaderComponent={
            dateText ? <Text style={styles.understood}>Showing events {dateText}</Text> : null
          }
          ListEmptyComponent={<Text style={styles.message}>No events match “{text}”.</Text>}
          testID="search-results"
        />
      ) : null}
    </Screen>
  );
}

const styles = StyleSheet.create({
  bar: { padding: spacing.lg },
  input: {
    minHeight: 44,
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: 22,
    paddingHorizontal: spacing.lg,
    fontSize: 16,
    color: colors.text,
    backgroundColor: colors.surface,
  },
  list: { paddingHorizontal: spacing.lg, paddingBottom: spacing.xl },
  understood: { color: colors.muted, fontSize: 14, paddingBottom: spacing.sm },
  message: { fontSize: 16, color: colors.muted, textAlign: 'center', padding: spacing.lg },
});
