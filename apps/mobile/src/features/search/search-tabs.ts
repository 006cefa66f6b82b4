/**
 * The kinds of results a search shows, one tab each, as the website's search has them (spec §7 search: events,
 * people, places, hosts, collections and roundups), with the API's `type` for each (GET /api/v1/search?type=).
 */

export const SEARCH_TABS = ['events', 'people', 'places', 'hosts', 'collections', 'roundups'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  events: 'Events',
  people: 'People',
  places: 'Places',
  hosts: 'Hosts',
  collections: 'Collections',
  roundups: 'Roundups',
};

export const SEARCH_TAB_TYPES = {
  events: 'experiences',
  people: 'users',
  places: 'places',
  hosts: 'hosts',
  collections: 'collections',
  roundups: 'roundups',
} as const satisfies Record<SearchTab, string>;

/** The tabs besides events: found by their name only (the API ignores dates and categories for them). */
export type NamedTab = Exclude<SearchTab, 'events'>;
export type NamedType = (typeof SEARCH_TAB_TYPES)[NamedTab];

/** '1 person', '12 places', '12 places shown, more to load'. */
const NOUNS: Record<NamedTab, [string, string]> = {
  people: ['person', 'people'],
  places: ['place', 'places'],
  hosts: ['host', 'hosts'],
  collections: ['collection', 'collections'],
  roundups: ['roundup', 'roundups'],
};

export function resultCountText(tab: NamedTab, count: number, hasMore: boolean): string {
  const [one, many] = NOUNS[tab];
  const text = `${count} ${count === 1 ? one : many}`;
  return hasMore ? `${text} shown, more to load` : text;
}

export function pluralNoun(tab: NamedTab): string {
  return NOUNS[tab][1];
}
