/**
 * Search (spec §2 /search): words, then a tab for each kind of result as on the website. Events have quick dates
 * and categories, and show as a list or on a map; the API reads date phrases in the words ('jazz this weekend')
 * and says how it understood them; a date chip, when chosen, sets the dates instead, as the website's date filter
 * does. People, places, hosts, collections and roundups are found by the words alone.
 */
import { useState } from 'react';
import { StyleSheet, TextInput, View } from 'react-native';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useLocation } from '../location/use-location.ts';
import type { DatePreset } from './date-presets.ts';
import { ChipRow, FilterChip } from './filter-chip.tsx';
import { type MapWindow, weekFrom } from './map-events.queries.ts';
import { NamedResults } from './named-results.tsx';
import {
  cleanSearchText,
  type DateWindow,
  hasSearchInput,
  SEARCH_MAX_LENGTH,
  type SearchFilters,
  useCategories,
  useDateWindow,
  useSearch,
} from './search.queries.ts';
import { CategoryChips, DateChips } from './search-filters.tsx';
import { SearchMap } from './search-map.tsx';
import { SearchResults } from './search-results.tsx';
import { SearchTabBar } from './search-tab-bar.tsx';
import { SEARCH_TAB_LABELS, type SearchTab } from './search-tabs.ts';

type ResultsView = 'list' | 'map';

export function SearchScreen() {
  const location = useLocation();
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [preset, setPreset] = useState<DatePreset | null>(null);
  const [categories, setCategories] = useState<string[]>([]);
  const [resultsView, setResultsView] = useState<ResultsView>('list');
  const [tab, setTab] = useState<SearchTab>('events');
  // Without a date, the map shows the week from when the screen opened (a stable query, not one a minute).
  const [openedAt] = useState(() => Date.now());

  const dateWindow = useDateWindow(location.slug, preset);
  const chosenWindow: DateWindow | null = preset ? (dateWindow.data ?? null) : null;
  const filters: SearchFilters = { location: location.slug, text, window: chosenWindow, categories };
  const search = useSearch(filters, {
    enabled: tab === 'events' && (preset === null || chosenWindow !== null),
  });
  const categoryList = useCategories();

  const understood = search.data?.query;
  const understoodWindow =
    !preset && understood?.start && understood.end ? { start: understood.start, end: understood.end } : null;
  const mapWindow: MapWindow = {
    ...(chosenWindow
      ? { start: chosenWindow.start, end: chosenWindow.end }
      : (understoodWindow ?? weekFrom(openedAt))),
    ...(categories.length > 0 ? { categories: categories.join(',') } : {}),
  };
  const hasInput = hasSearchInput(filters) || preset !== null;

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
          placeholder={
            tab === 'events'
              ? `Search ${location.name}: jazz, comedy this weekend…`
              : `Search ${SEARCH_TAB_LABELS[tab].toLowerCase()} by name`
          }
          returnKeyType="search"
          style={styles.input}
          value={draft}
        />
      </View>
      <SearchTabBar value={tab} onChange={setTab} />
      {tab === 'events' ? (
        <>
          <DateChips value={preset} onChange={setPreset} />
          <CategoryChips
            categories={categoryList.data ?? []}
            selected={categories}
            onChange={setCategories}
          />
          <ChipRow label="Show results as" kind="radiogroup" testID="search-view">
            <FilterChip
              kind="radio"
              label="List"
              isSelected={resultsView === 'list'}
              onPress={() => setResultsView('list')}
            />
            <FilterChip
              kind="radio"
              label="Map"
              isSelected={resultsView === 'map'}
              onPress={() => setResultsView('map')}
            />
          </ChipRow>
          {resultsView === 'list' ? (
            <SearchResults
              search={search}
              text={text}
              dateText={chosenWindow?.dateText ?? understood?.dateText ?? null}
              hasInput={hasInput}
              dates={{ isFetching: dateWindow.isFetching, isError: dateWindow.isError }}
            />
          ) : (
            <SearchMap location={location.slug} window={mapWindow} />
          )}
        </>
      ) : (
        <NamedResults tab={tab} location={location.slug} text={text} />
      )}
    </Screen>
  );
}

const styles = StyleSheet.create({
  bar: { padding: spacing.lg, paddingBottom: spacing.sm },
  input: {
    minHeight: 44,
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: 22,
    paddingHorizontal: spacing.lg,
    fontSize: 16,
    ...typography.text,
    color: colors.text,
    backgroundColor: colors.surface,
  },
});
