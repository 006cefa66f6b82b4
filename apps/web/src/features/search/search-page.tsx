/**
 * The search page (spec §2 /search), rendered on the server from the address: the form, the interpreted query
 * ("Jazz · this weekend"), result tabs (events, places, hosts, people, collections, roundups), the results with
 * "Load more", an empty state with suggestions, an error state with retry, and the map of events in view.
 */
import { LOCATIONS } from '@happenings/domain/locations';
import Link from 'next/link';
import type { AnalyticsConfig } from '@/lib/analytics';
import type { BaseMap } from '@/lib/env';
import { formatDateRange, resolveDateRange, windowToDateRange } from './date-filter';
import { describeInterpretation } from './interpretation';
import { resultCountText } from './result-count';
import type { Category, SearchOutcome, SearchRecommendation } from './search.server';
import { SearchProvider } from './search-context';
import { SearchForm } from './search-form';
import { SearchMap } from './search-map';
import styles from './search-page.module.css';
import {
  buildSearchQuery,
  hasSearchInput,
  SEARCH_TAB_LABELS,
  SEARCH_TAB_TYPES,
  SEARCH_TABS,
  type SearchState,
  type SearchTab,
} from './search-params';
import type { SearchRequest } from './search-request';
import {
  CollectionResults,
  EventResults,
  HostResults,
  PeopleResults,
  PlaceResults,
  RoundupResults,
} from './search-results';
import { SearchAnalyticsReporter, SearchError } from './search-states';
import { SearchWorkspace } from './search-workspace';

export interface SearchPageProps {
  state: SearchState;
  request: SearchRequest;
  outcome: SearchOutcome;
  categories: readonly Category[];
  suggestions: readonly SearchRecommendation[];
  baseMap: BaseMap;
  analytics: AnalyticsConfig;
  now: number;
}

type Result = Extract<SearchOutcome, { ok: true }>['result'];

function tabCount(result: Result | null, tab: SearchTab): string | null {
  const page = result?.[SEARCH_TAB_TYPES[tab]];
  if (!page) return null;
  return `${page.items.length}${page.nextCursor ? '+' : ''}`;
}

function SearchTabs({ state, result }: { state: SearchState; result: Result | null }) {
  return (
    <nav className={styles.tabs} aria-label="Result types">
      <ul className={styles.tabList}>
        {SEARCH_TABS.map((tab) => {
          const count = tabCount(result, tab);
          return (
            <li key={tab}>
              <Link
                href={`/search${buildSearchQuery({ ...state, tab })}`}
                scroll={false}
                className={styles.tab}
                aria-current={tab === state.tab ? 'page' : undefined}
              >
                {SEARCH_TAB_LABELS[tab]}
                {count !== null ? <span className={styles.tabCount}>{count}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function EmptyResults({
  state,
  suggestions,
}: {
  state: SearchState;
  suggestions: readonly SearchRecommendation[];
}) {
  const type = SEARCH_TAB_TYPES[state.tab];
  const noun = SEARCH_TAB_LABELS[state.tab].toLowerCase();
  const hasFilters = state.when !== 'any' || state.categories.length > 0;
  return (
    <div className={styles.message}>
      <p className="visually-hidden" role="status">
        {resultCountText(type, 0, false)}
      </p>
      <h2 className={styles.messageTitle}>
        {state.q ? `No ${noun} match “${state.q}”` : `No ${noun} match these filters`}
      </h2>
      <p>
        {hasFilters ? 'Try fewer filters or another date, ' : 'Check the spelling, '}
        or start from one of these searches.
      </p>
      {suggestions.length > 0 ? (
        <ul className={styles.suggestions} aria-label="Suggested searches">
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <Link
                href={`/search${buildSearchQuery({ q: suggestion.query ?? suggestion.label })}`}
                className={styles.suggestion}
              >
                {suggestion.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {hasFilters ? (
        <p>
          <Link href={`/search${buildSearchQuery({ q: state.q, tab: state.tab })}`}>Clear the filters</Link>
        </p>
      ) : null}
      {state.tab === 'roundups' ? (
        <p>
          Nobody has asked yet? <Link href="/roundup/ask">Ask the community</Link>
        </p>
      ) : null}
    </div>
  );
}

function ResultsForTab({
  state,
  request,
  result,
}: {
  state: SearchState;
  request: SearchRequest;
  result: Result;
}) {
  // Keyed by the request: a new search starts a new list (and its own "Load more" state).
  const key = JSON.stringify(request);
  switch (state.tab) {
    case 'events':
      return result.experiences ? (
        <EventResults key={key} request={request} initial={result.experiences} />
      ) : null;
    case 'places':
      return result.places ? <PlaceResults key={key} request={request} initial={result.places} /> : null;
    case 'hosts':
      return result.hosts ? <HostResults key={key} request={request} initial={result.hosts} /> : null;
    case 'people':
      return result.users ? <PeopleResults key={key} request={request} initial={result.users} /> : null;
    case 'collections':
      return result.collections ? (
        <CollectionResults key={key} request={request} initial={result.collections} />
      ) : null;
    case 'roundups':
      return result.roundups ? (
        <RoundupResults key={key} request={request} initial={result.roundups} />
      ) : null;
  }
}

export function SearchPage({
  state,
  request,
  outcome,
  categories,
  suggestions,
  baseMap,
  analytics,
  now,
}: SearchPageProps) {
  const location = LOCATIONS[state.location];
  const result = outcome.ok ? outcome.result : null;
  const activePage = result?.[SEARCH_TAB_TYPES[state.tab]];
  const resultCount = activePage?.items.length ?? 0;
  const interpretation = result ? describeInterpretation(result.query) : null;
  const range = resolveDateRange(state.when, {
    now,
    timeZone: location.timeZone,
    from: state.from,
    to: state.to,
  });
  const understood =
    result?.query.start && result.query.end
      ? windowToDateRange(result.query.start, result.query.end, location.timeZone)
      : null;
  const shownRange = range ?? understood;
  const rangeText = shownRange ? formatDateRange(shownRange, location.timeZone) : null;

  const { ne, sw } = location.boundingBox;

  return (
    <SearchProvider state={state}>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            {state.q ? (
              <>
                <span className="visually-hidden">Search results for </span>“{state.q}”
              </>
            ) : (
              `Search ${location.shortName}`
            )}
          </h1>
          {interpretation || rangeText ? (
            <p className={styles.interpretation}>
              {interpretation ? (
                <>
                  Showing <strong data-testid="search-interpretation">{interpretation}</strong>
                </>
              ) : (
                'Showing events'
              )}
              {rangeText ? <> · {rangeText}</> : null}
              {` in ${location.name}`}
            </p>
          ) : null}
        </header>

        <SearchForm categories={categories} />

        <SearchTabs state={state} result={result} />

        <SearchWorkspace
          list={
            <section aria-labelledby="search-results-title">
              <h2 id="search-results-title" className="visually-hidden">
                {SEARCH_TAB_LABELS[state.tab]}
              </h2>
              {!result ? (
                <SearchError />
              ) : resultCount === 0 ? (
                <EmptyResults state={state} suggestions={suggestions} />
              ) : (
                <ResultsForTab state={state} request={request} result={result} />
              )}
            </section>
          }
          map={
            <SearchMap
              initialBox={{ xmin: sw.lng, ymin: sw.lat, xmax: ne.lng, ymax: ne.lat }}
              request={request}
              timeZone={location.timeZone}
              baseMap={baseMap}
              label={`Map of events in ${location.name}`}
            />
          }
        />
        {result && hasSearchInput(state) ? (
          <SearchAnalyticsReporter
            config={analytics}
            query={state.q}
            resultCount={resultCount}
            hasMore={Boolean(activePage?.nextCursor)}
          />
        ) : null}
      </div>
    </SearchProvider>
  );
}
