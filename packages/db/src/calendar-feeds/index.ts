export {
  type CalendarFeedTarget,
  type CalendarFeedTokenRow,
  type CalendarFeedTokenWithCollection,
  findCalendarFeedToken,
  findCalendarFeedTokenByHash,
  replaceCalendarFeedToken,
  revokeCalendarFeedToken,
} from './calendar-feed-tokens.queries.ts';
export {
  CALENDAR_FEED_SCOPES,
  type CalendarFeedScope,
  calendarFeedTokens,
} from './calendar-feed-tokens.table.ts';
