/**
 * One import of a connected calendar, from fetch to report (issue 26 Kept in sync):
 * - a feed is fetched through http/fetch-public-url.ts (no private addresses, size and time limits) with the ETag
 *   and Last-Modified of the copy read last: a 304 is honoured and nothing is read;
 * - a file whose hash without DTSTAMP (Google rewrites it on every request) matches the last one writes nothing;
 * - otherwise its events are imported (calendar-import.ts), at most `eventsPerFeed` of them;
 * - a failure doubles the wait before the next try (calendar-sync-schedule.ts) and is the report's error.
 * Every run leaves a report. The caller holds the source's lease (claimCalendarSource); finishing releases it.
 */
import {
  type CalendarImportRunRow,
  type CalendarRunOutcome,
  type CalendarRunTrigger,
  type CalendarSourceRow,
  type CalendarSourceRunState,
  finishCalendarSourceRun,
  recordCalendarRun,
} from '@happenings/db/calendar-imports';
import type { Database } from '@happenings/db/client';
import { listHostsByIds } from '@happenings/db/hosts';
import { findPlaceById } from '@happenings/db/places';
import { findUserById } from '@happenings/db/users';
import { LOCATIONS } from '@happenings/domain/locations';
import { parseStaffRoles } from '@happenings/domain/staff';
import { DEFAULT_TIME_ZONE } from '@happenings/domain/time';
import type { ApiConfig } from '../../env.ts';
import { fetchPublicUrl, PublicFetchError } from '../../http/fetch-public-url.ts';
import type { CalendarSkip } from './calendar-event-draft.ts';
import { CalendarFileError, readCalendarContent } from './calendar-file.ts';
import { type ImportCounts, importCalendarEvents } from './calendar-import.ts';
import { importPictures } from './calendar-pictures.ts';
import { nextSyncDelay } from './calendar-sync-schedule.ts';

/** A calendar file larger than this is refused: a venue's year of events is a few hundred KiB. */
export const CALENDAR_MAX_BYTES = 10 * 1024 * 1024;
/** A feed's server gets this long to answer (the hourly job waits, a host's "Sync now" too). */
export const CALENDAR_FETCH_TIMEOUT_MS = 30_000;
/** Skips named in one report; the count says how many there were in all. */
const SKIPS_KEPT = 200;

export type CalendarSyncConfig = Pick<
  ApiConfig,
  'importAllowPrivateAddresses' | 'calendarImports' | 'reviewFirstEvents' | 'media' | 'publicUrl'
>;

export interface CalendarSyncOptions {
  trigger: CalendarRunTrigger;
  now: () => number;
  /** An uploaded file's text (a FILE source); a URL source is fetched. */
  fileText?: string;
  /** Read the file even if its hash matches the last one (a lock was lifted: the calendar's values are wanted). */
  force?: boolean;
}

/** Whether the events of this source publish without review: its host's owner is trusted, or an editor added it. */
async function isSourceTrusted(db: Database, source: CalendarSourceRow, config: CalendarSyncConfig) {
  if (config.reviewFirstEvents === 0) return true;
  const adder = source.addedById ? await findUserById(db, source.addedById) : null;
  const adderRoles = parseStaffRoles(adder?.role);
  if (adderRoles.includes('editor') || adderRoles.includes('admin')) return true;
  const host = source.hostId ? (await listHostsByIds(db, [source.hostId])).get(source.hostId) : null;
  const ownerId = host?.ownerId ?? adder?.id ?? null;
  const owner = ownerId === adder?.id ? adder : ownerId ? await findUserById(db, ownerId) : null;
  return owner?.trustedAt != null;
}

interface Fetched {
  text: string | null;
  etag: string | null;
  lastModified: string | null;
}

async function fetchFeed(source: CalendarSourceRow, config: CalendarSyncConfig): Promise<Fetched> {
  const answer = await fetchPublicUrl(source.url as string, {
    allowPrivateAddresses: config.importAllowPrivateAddresses,
    maxBytes: CALENDAR_MAX_BYTES,
    timeoutMs: CALENDAR_FETCH_TIMEOUT_MS,
    etag: source.etag,
    lastModified: source.lastModified,
    accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
  });
  if (answer.notModified)
    return {
      text: null,
      etag: answer.etag ?? source.etag,
      lastModified: answer.lastModified ?? source.lastModified,
    };
  return {
    text: new TextDecoder('utf-8').decode(answer.body),
    etag: answer.etag,
    lastModified: answer.lastModified,
  };
}

const EMPTY_COUNTS: ImportCounts = {
  created: 0,
  updated: 0,
  unchanged: 0,
  removed: 0,
  keptEdits: 0,
  skips: [],
  pictures: [],
};

/** Runs one import of `source` and records its report; the source's lease is released whatever happens. */
export async function syncCalendarSource(
  db: Database,
  config: CalendarSyncConfig,
  source: CalendarSourceRow,
  options: CalendarSyncOptions,
): Promise<CalendarImportRunRow> {
  const startedAt = new Date(options.now());
  const interval = config.calendarImports.syncIntervalMs;
  const isFeed = source.kind === 'URL';
  let outcome: CalendarRunOutcome = 'IMPORTED';
  let counts = EMPTY_COUNTS;
  let fileSkips: CalendarSkip[] = [];
  let pictureSkips: CalendarSkip[] = [];
  let error: { code: string; message: string } | null = null;
  const state: CalendarSourceRunState = {};
  try {
    const fetched: Fetched = isFeed
      ? await fetchFeed(source, config)
      : { text: options.fileText ?? null, etag: null, lastModified: null };
    state.etag = fetched.etag;
    state.lastModified = fetched.lastModified;
    if (fetched.text === null) {
      outcome = 'NOT_MODIFIED';
    } else {
      const timeZone =
        (source.locationSlug && LOCATIONS[source.locationSlug as keyof typeof LOCATIONS]?.timeZone) ||
        DEFAULT_TIME_ZONE;
      const content = readCalendarContent(fetched.text, {
        defaultTimeZone: timeZone,
        maxEvents: config.calendarImports.eventsPerFeed,
      });
      fileSkips = content.skips;
      if (content.name && source.name !== content.name && !source.lastSuccessAt)
        state.name = content.name.slice(0, 200);
      if (content.contentHash === source.contentHash && !options.force) {
        outcome = 'UNCHANGED';
      } else {
        const venue = source.placeId ? await findPlaceById(db, source.placeId) : null;
        counts = await importCalendarEvents(
          db,
          { source, venue, isTrusted: await isSourceTrusted(db, source, config), now: options.now() },
          content.events,
          content,
        );
        state.contentHash = content.contentHash;
        // After every event is written, so that slow image servers hold up no event.
        pictureSkips = await importPictures(
          db,
          config,
          { sourceId: source.id, ownerId: source.addedById, now: options.now() },
          counts.pictures,
        );
      }
    }
  } catch (caught) {
    if (caught instanceof PublicFetchError) error = { code: caught.code, message: caught.message };
    else if (caught instanceof CalendarFileError) error = { code: 'NOT_A_CALENDAR', message: caught.message };
    else throw await failHard(db, source, options, caught);
    outcome = 'FAILED';
  }
  const finishedAt = new Date(options.now());
  const failureCount = error ? source.failureCount + 1 : 0;
  await finishCalendarSourceRun(db, source.id, {
    ...(error ? {} : state),
    now: finishedAt,
    lastRunAt: finishedAt,
    ...(error ? {} : { lastSuccessAt: finishedAt }),
    failureCount,
    lastErrorCode: error?.code ?? null,
    lastError: error?.message ?? null,
    nextRunAt: isFeed
      ? new Date(finishedAt.getTime() + nextSyncDelay({ intervalMs: interval, failureCount }))
      : null,
  });
  const skips = [...fileSkips, ...counts.skips, ...pictureSkips];
  return recordCalendarRun(db, {
    sourceId: source.id,
    trigger: options.trigger,
    outcome,
    startedAt,
    finishedAt,
    createdCount: counts.created,
    updatedCount: counts.updated,
    unchangedCount: counts.unchanged,
    removedCount: counts.removed,
    keptEditsCount: counts.keptEdits,
    skippedCount: skips.length,
    skips: skips.slice(0, SKIPS_KEPT),
    errorCode: error?.code ?? null,
    error: error?.message ?? null,
  });
}

/**
 * An unexpected failure (the database, a bug): the lease is released and the wait doubled like any failure, so
 * the calendar is tried again later, and the error goes on to the job's log.
 */
async function failHard(
  db: Database,
  source: CalendarSourceRow,
  options: CalendarSyncOptions,
  caught: unknown,
) {
  const now = new Date(options.now());
  await finishCalendarSourceRun(db, source.id, {
    now,
    lastRunAt: now,
    failureCount: source.failureCount + 1,
    lastErrorCode: 'INTERNAL',
    lastError: 'The import stopped on an error of ours; it will be tried again.',
    nextRunAt: source.kind === 'URL' ? new Date(now.getTime() + 60 * 60_000) : null,
  }).catch(() => {});
  return caught;
}
