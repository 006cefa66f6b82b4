import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { instant, timestamps } from '../columns/timestamps.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { places } from '../places/places.table.ts';
import { calendarSources } from './calendar-sources.table.ts';

/** The parts of an imported experience a calendar writes, each of which the host can lock. */
export const IMPORTED_FIELDS = ['name', 'description', 'schedule', 'where', 'status'] as const;
export type ImportedField = (typeof IMPORTED_FIELDS)[number];

/**
 * What the calendar last wrote into each field, as a fingerprint (the field's values, serialised); and `picture`,
 * the calendar's image address last fetched and the media address it became (JSON `{ url, secureUrl }`): a picture
 * that is no longer that media was set by the host and is theirs.
 */
export type ImportedFingerprints = Partial<Record<ImportedField, string>> & { picture?: string };

/**
 * The link from a calendar's event (its UID) to the experience it made (issue 26 Kept in sync: re-import is by
 * UID). How edits made here survive a re-import: `fingerprints` keeps what the calendar last wrote into each
 * field; a field whose value no longer matches was changed here, and becomes locked (`lockedFields`) instead of
 * being overwritten. The host sees the locks and may unlock a field to take the calendar's value again, or lock
 * one they have not changed yet. `contentHash` is the event's own hash (DTSTAMP left out): an event whose hash
 * did not change is not written at all. `removedAt`: it left the feed and was unpublished. `location` is the
 * LOCATION text; `proposedPlace` is set while it matched no known place and the host has not confirmed one.
 * The experience going (deleted by the host) sets experienceId to null: the event is then not made again.
 */
export const calendarImportedEvents = pgTable(
  'calendar_imported_events',
  {
    id: idColumn(),
    sourceId: text('source_id')
      .notNull()
      .references(() => calendarSources.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    experienceId: text('experience_id').references(() => experiences.id, { onDelete: 'set null' }),
    contentHash: text('content_hash').notNull(),
    fingerprints: jsonb('fingerprints').$type<ImportedFingerprints>().notNull().default({}),
    lockedFields: jsonb('locked_fields').$type<ImportedField[]>().notNull().default([]),
    location: text('location'),
    proposedPlace: jsonb('proposed_place').$type<{ name: string; address: string | null }>(),
    placeId: text('place_id').references(() => places.id, { onDelete: 'set null' }),
    removedAt: instant('removed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('calendar_imported_events_uid_idx').on(t.sourceId, t.uid),
    index('calendar_imported_events_experience_idx').on(t.experienceId),
  ],
);
