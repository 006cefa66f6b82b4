import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant, timestamps } from '../columns/timestamps.ts';
import { hosts } from '../hosts/hosts.table.ts';
import { locations } from '../locations/locations.table.ts';
import { places } from '../places/places.table.ts';
import { users } from '../users/users.table.ts';

/** Where a calendar's events come from: a feed fetched again every hour, or a file uploaded once. */
export const CALENDAR_SOURCE_KINDS = ['URL', 'FILE'] as const;
export type CalendarSourceKind = (typeof CALENDAR_SOURCE_KINDS)[number];

/**
 * A host's or a venue's calendar connected to the guide (issue 26 Connect a calendar, Kept in sync). Its events
 * become experiences of the host (hostId), or at the venue (placeId): exactly one of the two is set. A URL source
 * holds what the next fetch needs: the ETag and Last-Modified of the copy read last (a 304 costs nothing), the
 * hash of its content without DTSTAMP (an unchanged feed writes nothing), when it runs next and how many times in
 * a row it failed (the back-off). `leaseUntil` is held by the one sync running it, so two server processes never
 * import the same calendar at once. Goes with its host or place (cascade).
 */
export const calendarSources = pgTable(
  'calendar_sources',
  {
    id: idColumn(),
    hostId: text('host_id').references(() => hosts.id, { onDelete: 'cascade' }),
    placeId: text('place_id').references(() => places.id, { onDelete: 'cascade' }),
    /** The city its events are listed in, when their place does not say (search and streams are per location). */
    locationSlug: text('location_slug').references(() => locations.slug, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    /** The feed's https:// or http:// address (a webcal:// one is stored as https://); null for a file. */
    url: text('url'),
    /** The uploaded file's name; null for a URL. */
    fileName: text('file_name'),
    /** The calendar's own name (X-WR-CALNAME), else the address's host or the file's name. */
    name: text('name').notNull(),
    addedById: text('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    etag: text('etag'),
    lastModified: text('last_modified'),
    contentHash: text('content_hash'),
    /** When the job fetches it next; null for a file, which changes only by another upload. */
    nextRunAt: instant('next_run_at'),
    /** Failed fetches in a row: each doubles the wait before the next (calendar-sync-schedule.ts). */
    failureCount: integer('failure_count').notNull().default(0),
    lastRunAt: instant('last_run_at'),
    lastSuccessAt: instant('last_success_at'),
    lastErrorCode: text('last_error_code'),
    lastError: text('last_error'),
    leaseUntil: instant('lease_until'),
    ...timestamps(),
  },
  (t) => [
    enumCheck('calendar_sources_kind_check', t.kind, CALENDAR_SOURCE_KINDS),
    check('calendar_sources_owner_check', sql`(${t.hostId} IS NULL) <> (${t.placeId} IS NULL)`),
    check('calendar_sources_url_check', sql`(${t.kind} = 'URL') = (${t.url} IS NOT NULL)`),
    // The same feed connected twice to one host or venue would import every event twice.
    uniqueIndex('calendar_sources_host_url_idx').on(t.hostId, t.url),
    uniqueIndex('calendar_sources_place_url_idx').on(t.placeId, t.url),
    index('calendar_sources_place_idx').on(t.placeId),
    // The feeds-per-account limit counts an account's sources.
    index('calendar_sources_added_by_idx').on(t.addedById),
    // The sync job: due feeds, soonest first.
    index('calendar_sources_due_idx').on(t.nextRunAt).where(sql`${t.nextRunAt} IS NOT NULL`),
  ],
);
