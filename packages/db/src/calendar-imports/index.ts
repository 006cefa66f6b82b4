export {
  CALENDAR_RUNS_KEPT,
  type CalendarImportRunRow,
  findLatestCalendarRuns,
  listCalendarRuns,
  type NewCalendarImportRun,
  recordCalendarRun,
} from './calendar-import-runs.queries.ts';
export {
  CALENDAR_RUN_OUTCOMES,
  CALENDAR_RUN_TRIGGERS,
  type CalendarRunOutcome,
  type CalendarRunSkip,
  type CalendarRunTrigger,
  calendarImportRuns,
} from './calendar-import-runs.table.ts';
export {
  findImportedEvent,
  type ImportedEventRow,
  insertImportedEvent,
  listImportedEvents,
  listImportedEventsWithExperiences,
  listProposedPlaceLinks,
  type NewImportedEvent,
  setLockedFields,
  settleProposedPlace,
  updateImportedEvent,
} from './calendar-imported-events.queries.ts';
export {
  calendarImportedEvents,
  IMPORTED_FIELDS,
  type ImportedField,
  type ImportedFingerprints,
} from './calendar-imported-events.table.ts';
export {
  type CalendarSourceRow,
  type CalendarSourceRunState,
  claimCalendarSource,
  claimDueCalendarSources,
  countCalendarSourcesAddedBy,
  createCalendarSource,
  deleteCalendarSource,
  findCalendarSource,
  finishCalendarSourceRun,
  forgetCalendarContentHash,
  listAllCalendarSources,
  listCalendarOwnersOf,
  listCalendarSources,
  listCalendarSourcesManagedBy,
  type NewCalendarSource,
  scheduleCalendarSource,
} from './calendar-sources.queries.ts';
export {
  CALENDAR_SOURCE_KINDS,
  type CalendarSourceKind,
  calendarSources,
} from './calendar-sources.table.ts';
