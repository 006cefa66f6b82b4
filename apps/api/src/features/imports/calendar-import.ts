/**
 * Writes a calendar's events into the guide (issue 26 Connect a calendar, Kept in sync). Re-import is by UID:
 * - a new UID becomes an experience of the host (or at the venue), through the event editor's own query functions
 *   (createExperience: occurrences, search and map follow), published at once for a trusted host and otherwise
 *   waiting in the editors' review queue;
 * - a known UID whose content hash is unchanged is not written at all;
 * - a changed one is updated in place, except the fields the host changed here or locked
 *   (imported-fields.ts; calendar-imported-events.table.ts says how);
 * - a UID gone from the calendar is unpublished if it still has dates ahead (its interests, comments and
 *   collections stay, as for any unpublished experience); one whose dates are all past is left as it is, since
 *   calendars drop their past events;
 * - an event that cannot be used is skipped and named in the report; the rest still imports.
 */
import {
  type CalendarSourceRow,
  type ImportedEventRow,
  type ImportedField,
  insertImportedEvent,
  listImportedEvents,
  updateImportedEvent,
} from '@happenings/db/calendar-imports';
import type { Database } from '@happenings/db/client';
import {
  createExperience,
  findExperienceById,
  listCategorySlugsByExperience,
  patchExperience,
  updateExperience,
} from '@happenings/db/experiences';
import { findPlaceById, type PlaceRow } from '@happenings/db/places';
import type { CalendarEventDraft, CalendarSkip } from './calendar-event-draft.ts';
import { calendarValues, chooseWhere, UnusableEventError } from './calendar-event-values.ts';
import { type CalendarContent, isKeyInFile } from './calendar-file.ts';
import { type WantedPicture, wantsPicture } from './calendar-pictures.ts';
import { findEditedFields, fingerprintAll, mergeUnlocked, storedValues } from './imported-fields.ts';

export { storedValues };

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  /** Fields changed both here and in the calendar: kept as the host left them. */
  keptEdits: number;
  skips: CalendarSkip[];
  /** Pictures of created and changed events to fetch once every event is written (calendar-pictures.ts). */
  pictures: WantedPicture[];
}

export interface ImportTarget {
  source: CalendarSourceRow;
  /** The venue whose calendar this is (source.placeId), read once per run. */
  venue: PlaceRow | null;
  /** New events publish at once (a trusted host, or added by an editor); otherwise they wait for review. */
  isTrusted: boolean;
  now: number;
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function confirmedPlace(db: Database, link: ImportedEventRow | undefined, draft: CalendarEventDraft) {
  if (!link?.placeId || (link.location ?? null) !== (draft.location ?? null)) return null;
  return findPlaceById(db, link.placeId);
}

/** Imports `drafts` into the source; links whose key is not `inFile` (calendar-file.ts isKeyInFile) are removed. */
export async function importCalendarEvents(
  db: Database,
  target: ImportTarget,
  drafts: readonly CalendarEventDraft[],
  inFile: Pick<CalendarContent, 'keys' | 'skippedUids'>,
): Promise<ImportCounts> {
  const counts: ImportCounts = {
    created: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
    keptEdits: 0,
    skips: [],
    pictures: [],
  };
  const links = new Map((await listImportedEvents(db, target.source.id)).map((link) => [link.uid, link]));
  const knownPlaces = new Map<string, PlaceRow | null>();
  for (const draft of drafts) {
    const link = links.get(draft.key);
    try {
      await importOne(db, { ...target, knownPlaces }, draft, link, counts);
    } catch (error) {
      counts.skips.push({ uid: draft.key, line: null, reason: describeError(error) });
    }
  }
  for (const link of links.values()) {
    if (isKeyInFile(link.uid, inFile) || link.removedAt || !link.experienceId) continue;
    if (await unpublishGone(db, target, link)) counts.removed += 1;
  }
  return counts;
}

async function importOne(
  db: Database,
  target: ImportTarget & { knownPlaces: Map<string, PlaceRow | null> },
  draft: CalendarEventDraft,
  link: ImportedEventRow | undefined,
  counts: ImportCounts,
): Promise<void> {
  const now = new Date(target.now);
  if (link && !link.experienceId) {
    counts.skips.push({ uid: draft.key, line: null, reason: 'Deleted on Happenings: not made again.' });
    return;
  }
  if (link && link.contentHash === draft.contentHash && !link.removedAt) {
    counts.unchanged += 1;
    return;
  }
  const where = await chooseWhere(db, draft, {
    venue: target.venue,
    confirmed: await confirmedPlace(db, link, draft),
    locationSlug: target.source.locationSlug,
    known: target.knownPlaces,
  });
  let values: ReturnType<typeof calendarValues>;
  try {
    values = calendarValues(draft, where);
  } catch (error) {
    if (error instanceof UnusableEventError) {
      counts.skips.push({ uid: draft.key, line: null, reason: error.message });
      return;
    }
    throw error;
  }
  const linkValues = {
    contentHash: draft.contentHash,
    location: draft.location,
    proposedPlace: where.proposal,
    placeId: where.values.placeId,
  };
  const existing = link?.experienceId ? await findExperienceById(db, link.experienceId) : null;
  if (!link || !existing) {
    await db.transaction(async (tx) => {
      const row = await createExperience(tx, {
        values: {
          ...values,
          shortDescription: null,
          media: [],
          hostId: target.source.hostId,
          creatorId: target.source.addedById,
          publishState: target.isTrusted ? 'PUBLISHED' : 'PENDING_REVIEW',
        },
        categorySlugs: [],
        now: target.now,
      });
      const fields = {
        ...linkValues,
        experienceId: row.id,
        fingerprints: fingerprintAll(values),
        removedAt: null,
      };
      let linkId = link?.id;
      if (link) await updateImportedEvent(tx, link.id, { ...fields, updatedAt: now });
      else
        linkId = (
          await insertImportedEvent(tx, {
            ...fields,
            sourceId: target.source.id,
            uid: draft.key,
            lockedFields: [],
          })
        ).id;
      if (draft.image && linkId)
        counts.pictures.push({ uid: draft.key, url: draft.image, experienceId: row.id, linkId });
    });
    counts.created += 1;
    return;
  }
  // Edited here since the calendar last wrote it: locked, so the host's edit stays (they may unlock it).
  const edited = findEditedFields(existing, link.fingerprints);
  const locked: ImportedField[] = [...new Set([...link.lockedFields, ...edited])];
  const fresh = fingerprintAll(values);
  counts.keptEdits += locked.filter((field) => fresh[field] !== link.fingerprints[field]).length;
  const merged = mergeUnlocked(storedValues(existing), values, locked);
  // Back in the calendar after it left: published again as a new event would be.
  if (link.removedAt && existing.publishState === 'NOT_PUBLISHED') {
    merged.publishState = target.isTrusted ? 'PUBLISHED' : 'PENDING_REVIEW';
  }
  const categories = (await listCategorySlugsByExperience(db, [existing.id])).get(existing.id) ?? [];
  await db.transaction(async (tx) => {
    await updateExperience(tx, existing.id, { values: merged, categorySlugs: categories, now: target.now });
    await updateImportedEvent(tx, link.id, {
      ...linkValues,
      // The picture's memory is calendar-pictures.ts's, kept across runs.
      fingerprints: {
        ...fresh,
        ...(link.fingerprints.picture ? { picture: link.fingerprints.picture } : {}),
      },
      lockedFields: locked,
      removedAt: null,
      updatedAt: now,
    });
  });
  counts.updated += 1;
  if (draft.image && wantsPicture(draft.image, existing, link))
    counts.pictures.push({ uid: draft.key, url: draft.image, experienceId: existing.id, linkId: link.id });
}

/** Unpublishes an experience whose UID left the calendar, if it has dates ahead; true when it did. */
async function unpublishGone(db: Database, target: ImportTarget, link: ImportedEventRow): Promise<boolean> {
  const row = await findExperienceById(db, link.experienceId as string);
  const now = new Date(target.now);
  const hasDatesAhead = !!row && (row.listedUntil === null || row.listedUntil.getTime() > target.now);
  const isShown = !!row && row.publishState !== 'NOT_PUBLISHED';
  await db.transaction(async (tx) => {
    if (row && hasDatesAhead && isShown) {
      await patchExperience(tx, row.id, { patch: { publishState: 'NOT_PUBLISHED' }, now: target.now });
    }
    await updateImportedEvent(tx, link.id, { removedAt: now, updatedAt: now });
  });
  return hasDatesAhead && isShown;
}
