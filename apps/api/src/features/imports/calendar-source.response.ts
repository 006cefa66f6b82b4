/** Calendar sources as the host's Calendars screen shows them (calendar-sources.schemas.ts), never raw rows. */
import {
  type CalendarImportRunRow,
  type CalendarSourceRow,
  findLatestCalendarRuns,
  listProposedPlaceLinks,
} from '@happenings/db/calendar-imports';
import type { Database } from '@happenings/db/client';
import { listExperiencesByIds } from '@happenings/db/experiences';
import { listHostsByIds } from '@happenings/db/hosts';
import { findPlaceById } from '@happenings/db/places';
import type { z } from 'zod';
import type {
  calendarRunSchema,
  calendarSourceSchema,
  proposedPlaceSchema,
} from './calendar-sources.schemas.ts';

type CalendarSource = z.infer<typeof calendarSourceSchema>;
type CalendarRun = z.infer<typeof calendarRunSchema>;
type ProposedPlace = z.infer<typeof proposedPlaceSchema>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toCalendarRun(row: CalendarImportRunRow): CalendarRun {
  return {
    id: row.id,
    trigger: row.trigger as CalendarRun['trigger'],
    outcome: row.outcome as CalendarRun['outcome'],
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    created: row.createdCount,
    updated: row.updatedCount,
    unchanged: row.unchangedCount,
    removed: row.removedCount,
    skipped: row.skippedCount,
    keptEdits: row.keptEditsCount,
    skips: row.skips,
    errorCode: row.errorCode,
    error: row.error,
  };
}

/** The LOCATIONs of a source that matched no place, one entry each, with a point when an event gave one (GEO). */
export async function listProposedPlaces(db: Database, sourceId: string): Promise<ProposedPlace[]> {
  const links = await listProposedPlaceLinks(db, sourceId);
  const experiences = await listExperiencesByIds(
    db,
    links.map((link) => link.experienceId).filter((id): id is string => id !== null),
  );
  const byLocation = new Map<string, ProposedPlace>();
  for (const link of links) {
    if (!link.proposedPlace || !link.location) continue;
    const known = byLocation.get(link.location);
    const row = link.experienceId ? experiences.get(link.experienceId) : undefined;
    if (known) {
      known.events += 1;
      known.lat ??= row?.lat ?? null;
      known.lng ??= row?.lng ?? null;
      continue;
    }
    byLocation.set(link.location, {
      location: link.location,
      name: link.proposedPlace.name,
      address: link.proposedPlace.address,
      events: 1,
      lat: row?.lat ?? null,
      lng: row?.lng ?? null,
    });
  }
  return [...byLocation.values()];
}

export async function toCalendarSources(
  db: Database,
  rows: readonly CalendarSourceRow[],
): Promise<CalendarSource[]> {
  const hostIds = rows.map((row) => row.hostId).filter((id): id is string => id !== null);
  const [hosts, runs] = await Promise.all([
    listHostsByIds(db, hostIds),
    findLatestCalendarRuns(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const places = new Map(
    await Promise.all(
      [...new Set(rows.map((row) => row.placeId).filter((id): id is string => id !== null))].map(
        async (id) => [id, await findPlaceById(db, id)] as const,
      ),
    ),
  );
  return Promise.all(
    rows.map(async (row) => {
      const host = row.hostId ? hosts.get(row.hostId) : undefined;
      const place = row.placeId ? places.get(row.placeId) : undefined;
      const run = runs.get(row.id);
      return {
        id: row.id,
        kind: row.kind as CalendarSource['kind'],
        name: row.name,
        url: row.url,
        fileName: row.fileName,
        host: host ? { id: host.id, name: host.name, slug: host.slug } : null,
        place: place ? { id: place.id, name: place.name } : null,
        location: row.locationSlug,
        nextRunAt: iso(row.nextRunAt),
        lastRunAt: iso(row.lastRunAt),
        lastSuccessAt: iso(row.lastSuccessAt),
        failureCount: row.failureCount,
        lastErrorCode: row.lastErrorCode,
        lastError: row.lastError,
        lastRun: run ? toCalendarRun(run) : null,
        proposedPlaces: await listProposedPlaces(db, row.id),
      };
    }),
  );
}
