/**
 * Analytics custom dimensions (spec §9). The spec says two dimension keys exist, for the event page and the
 * search page, without naming them: these names are ours. Measurement ids are configuration, not constants here.
 */
export const ANALYTICS_DIMENSIONS = {
  /** Set on /event/{slug}: the experience's slug. */
  eventPage: 'event_page',
  /** Set on /search: the search query. */
  searchPage: 'search_page',
} as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[keyof typeof ANALYTICS_DIMENSIONS];
