/**
 * The results of the People, Places, Hosts, Collections and Roundups tabs: how many are shown (announced as they
 * arrive), the rows, and "Load more" while the API has more, or why there are none.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import type { ReactElement } from 'react';
import { ActivityIndicator, FlatList, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { CollectionRow, HostRow, PersonRow, PlaceRow, RoundupRow } from './named-result-rows.tsx';
import { useSearchPages } from './search-pages.queries.ts';
import { type NamedTab, pluralNoun, resultCountText } from './search-tabs.ts';

interface NamedResultsProps {
  tab: NamedTab;
  location: LocationSlug;
  text: string;
}

export function NamedResults({ tab, location, text }: NamedResultsProps) {
  const scope = { location, text };
  switch (tab) {
    case 'people':
      return <PeopleResults scope={scope} />;
    case 'places':
      return <PlaceResults scope={scope} />;
    case 'hosts':
      return <HostResults scope={scope} />;
    case 'collections':
      return <CollectionResults scope={scope} />;
    case 'roundups':
      return <RoundupResults scope={scope} />;
  }
}

type Scope = Omit<NamedResultsProps, 'tab'>;

function PeopleResults({ scope }: { scope: Scope }) {
  const pages = useSearchPages('users', scope);
  // Someone without a username has no profile to open.
  const people = pages.items.flatMap((person) =>
    person.username ? [{ ...person, username: person.username }] : [],
  );
  return (
    <ResultsList
      tab="people"
      text={scope.text}
      pages={pages}
      rows={people.map((person) => ({ key: person.username, row: <PersonRow person={person} /> }))}
    />
  );
}

function PlaceResults({ scope }: { scope: Scope }) {
  const pages = useSearchPages('places', scope);
  return (
    <ResultsList
      tab="places"
      text={scope.text}
      pages={pages}
      rows={pages.items.map((place) => ({ key: place.id, row: <PlaceRow place={place} /> }))}
    />
  );
}

function HostResults({ scope }: { scope: Scope }) {
  const pages = useSearchPages('hosts', scope);
  return (
    <ResultsList
      tab="hosts"
      text={scope.text}
      pages={pages}
      rows={pages.items.map((host) => ({ key: host.id, row: <HostRow host={host} /> }))}
    />
  );
}

function CollectionResults({ scope }: { scope: Scope }) {
  const pages = useSearchPages('collections', scope);
  return (
    <ResultsList
      tab="collections"
      text={scope.text}
      pages={pages}
      rows={pages.items.map((collection) => ({
        key: collection.id,
        row: <CollectionRow collection={collection} />,
      }))}
    />
  );
}

function RoundupResults({ scope }: { scope: Scope }) {
  const pages = useSearchPages('roundups', scope);
  return (
    <ResultsList
      tab="roundups"
      text={scope.text}
      pages={pages}
      rows={pages.items.map((roundup) => ({ key: roundup.id, row: <RoundupRow roundup={roundup} /> }))}
    />
  );
}

function ResultsList({
  tab,
  text,
  pages,
  rows,
}: {
  tab: NamedTab;
  text: string;
  pages: Pick<ReturnType<typeof useSearchPages>, 'query'>;
  rows: { key: string; row: ReactElement }[];
}) {
  const { query } = pages;
  const noun = pluralNoun(tab);
  if (text === '') {
    return <Text style={styles.message}>Type a name or a word to find {noun}.</Text>;
  }
  if (query.isPending) {
    return <ActivityIndicator color={colors.brand} accessibilityLabel="Searching" style={styles.spinner} />;
  }
  if (query.isError && !query.data) {
    return (
      <View style={styles.failed}>
        <Text style={styles.message} accessibilityRole="alert">
          Search could not be loaded.
        </Text>
        <Button label="Try again" variant="outline" onPress={() => void query.refetch()} />
      </View>
    );
  }
  return (
    <FlatList
      data={rows}
      keyExtractor={(item) => item.key}
      renderItem={({ item }) => item.row}
      contentContainerStyle={styles.list}
      ListHeaderComponent={
        rows.length > 0 ? (
          <Text style={styles.count} accessibilityLiveRegion="polite" testID="search-count">
            {resultCountText(tab, rows.length, query.hasNextPage)}
          </Text>
        ) : null
      }
      ListEmptyComponent={
        <Text style={styles.message} accessibilityLiveRegion="polite">
          No {noun} match “{text}”.
        </Text>
      }
      ListFooterComponent={
        <View style={styles.footer}>
          {query.isFetchNextPageError ? (
            <Text style={styles.error} accessibilityRole="alert">
              More results could not be loaded.
            </Text>
          ) : null}
          {query.hasNextPage ? (
            <Button
              label={query.isFetchNextPageError ? 'Try again' : `Load more ${noun}`}
              variant="outline"
              busy={query.isFetchingNextPage}
              onPress={() => void query.fetchNextPage()}
            />
          ) : null}
        </View>
      }
      testID={`search-${tab}`}
    />
  );
}

const styles = StyleSheet.create({
  list: { paddingHorizontal: spacing.lg, paddingBottom: spacing.xl },
  count: { color: colors.muted, fontSize: 14, ...typography.text, paddingBottom: spacing.sm },
  message: {
    fontSize: 16,
    ...typography.text,
    color: colors.muted,
    textAlign: 'center',
    padding: spacing.lg,
  },
  failed: { alignItems: 'center', gap: spacing.sm },
  spinner: { padding: spacing.lg },
  footer: { gap: spacing.sm, paddingTop: spacing.md },
  error: { color: colors.danger, fontSize: 14, ...typography.text, textAlign: 'center' },
});
