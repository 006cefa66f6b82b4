/**
 * The UID links of imported events (calendar-imported-events.table.ts): read whole per source by the sync (a feed
 * holds at most CALENDAR_EVENTS_PER_FEED events), and the locks and proposed places the host acts on.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { calendarImportedEvents, type ImportedField } from './calendar-imported-events.table.ts';

export type ImportedEventRow = typeof calendarImportedEvents.$inferSelect;
export type NewImportedEvent = Omit<
  typeof calendarImportedEvents.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** Every link of a source, by calendar_imported_events_uid_idx. */
export async function listImportedEvents(db: Database, sourceId: string): Promise<ImportedEventRow[]> {
  return db
    .select()
    .from(calendarImportedEvents)
    .where(eq(calendarImportedEvents.sourceId, sourceId))
    .orderBy(asc(calendarImportedEvents.uid));
}

export async function insertImportedEvent(db: Database, values: NewImportedEvent): Promise<ImportedEventRow> {
  const [row] = await db.insert(calendarImportedEvents).values(values).returning();
  return row!;
}

export async function updateImportedEvent(
  db: Database,
  id: string,
  values: Partial<NewImportedEvent> & { updatedAt: Date },
): Promise<void> {
  await db.update(calendarImportedEvents).set(values).where(eq(calendarImportedEvents.id, id));
}

/** One link of a source, by its id. */
export async function findImportedEvent(
  db: Database,
  options: { sourceId: string; id: string },
): Promise<ImportedEventRow | null> {
  const [row] = await db
    .select()
    .from(calendarImportedEvents)
    .where(
      and(eq(calendarImportedEvents.sourceId, options.sourceId), eq(calendarImportedEvents.id, options.id)),
    )
    .limit(1);
  return row ?? null;
}

/** Sets which fields the calendar may no longer write into this event. */
export async function setLockedFields(
  db: Database,
  options: { id: string; lockedFields: readonly ImportedField[]; now: Date },
): Promise<void> {
  await db
    .update(calendarImportedEvents)
    .set({ lockedFields: [...options.lockedFields], updatedAt: options.now })
    .where(eq(calendarImportedEvents.id, options.id));
}

/** A source's events with the name and slug of the experience each made (the host's list of imported events). */
export async function listImportedEventsWithExperiences(db: Database, sourceId: string, limit: number) {
  return db
    .select({
      link: calendarImportedEvents,
      experience: { id: experiences.id, name: experiences.name, slug: experiences.slug },
    })
    .from(calendarImportedEvents)
    .leftJoin(experiences, eq(experiences.id, calendarImportedEvents.experienceId))
    .where(eq(calendarImportedEvents.sourceId, sourceId))
    .orderBy(asc(experiences.name), asc(calendarImportedEvents.uid))
    .limit(limit);
}

/** The links of a source still waiting for the host to confirm their proposed place. */
export async function listProposedPlaceLinks(db: Database, sourceId: string): Promise<ImportedEventRow[]> {
  return db
    .select()
    .from(calendarImportedEvents)
    .where(
      and(eq(calendarImportedEvents.sourceId, sourceId), isNotNull(calendarImportedEvents.proposedPlace)),
    )
    .orderBy(asc(calendarImportedEvents.location));
}

/** Clears the proposal of these links, now at `placeId`. */
export async function settleProposedPlace(
  db: Database,
  options: { ids: readonly string[]; placeId: string; now: Date },
): Promise<void> {
  if (options.ids.length === 0) return;
  await db
    .update(calendarImportedEvents)
    .set({ proposedPlace: null, placeId: options.placeId, updatedAt: options.now })
    .where(inArray(calendarImportedEvents.id, [...options.ids]));
}
