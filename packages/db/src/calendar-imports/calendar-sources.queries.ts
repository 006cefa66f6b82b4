/**
 * Connected calendars (calendar-sources.table.ts): added, listed and removed by their host, and taken in turn by
 * the sync. A sync holds the source's lease (lease_until) while it runs: claiming is one UPDATE that succeeds only
 * when no other lease is live, so two server processes, or the hourly job and a host's "Sync now", never import
 * the same calendar at once; a process that dies mid-run loses the lease when it expires.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { hosts } from '../hosts/hosts.table.ts';
import { places } from '../places/places.table.ts';
import { calendarSources } from './calendar-sources.table.ts';

export type CalendarSourceRow = typeof calendarSources.$inferSelect;
export type NewCalendarSource = Pick<
  typeof calendarSources.$inferInsert,
  'hostId' | 'placeId' | 'locationSlug' | 'kind' | 'url' | 'fileName' | 'name' | 'addedById' | 'nextRunAt'
>;

/** The new source, or null when the host or venue already has this feed (calendar_sources_*_url_idx). */
export async function createCalendarSource(
  db: Database,
  values: NewCalendarSource,
): Promise<CalendarSourceRow | null> {
  const [row] = await db.insert(calendarSources).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCalendarSource(db: Database, id: string): Promise<CalendarSourceRow | null> {
  const [row] = await db.select().from(calendarSources).where(eq(calendarSources.id, id)).limit(1);
  return row ?? null;
}

/** The sources of these hosts and venues, oldest first (calendar_sources_host_url_idx, calendar_sources_place_idx). */
export async function listCalendarSources(
  db: Database,
  owners: { hostIds: readonly string[]; placeIds: readonly string[] },
): Promise<CalendarSourceRow[]> {
  const conditions = [
    owners.hostIds.length > 0 ? inArray(calendarSources.hostId, [...owners.hostIds]) : undefined,
    owners.placeIds.length > 0 ? inArray(calendarSources.placeId, [...owners.placeIds]) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return [];
  return db
    .select()
    .from(calendarSources)
    .where(or(...conditions))
    .orderBy(asc(calendarSources.createdAt), asc(calendarSources.id));
}

/** The sources of the hosts an account owns and the venues it added (hosts_owner_id_idx), oldest first. */
export async function listCalendarSourcesManagedBy(
  db: Database,
  userId: string,
): Promise<CalendarSourceRow[]> {
  const ownHosts = db.select({ id: hosts.id }).from(hosts).where(eq(hosts.ownerId, userId));
  const ownPlaces = db.select({ id: places.id }).from(places).where(eq(places.createdById, userId));
  return db
    .select()
    .from(calendarSources)
    .where(or(inArray(calendarSources.hostId, ownHosts), inArray(calendarSources.placeId, ownPlaces)))
    .orderBy(asc(calendarSources.createdAt), asc(calendarSources.id));
}

/** The hosts an account owns and the venues it added: where it may connect calendars (hosts_owner_id_idx). */
export async function listCalendarOwnersOf(db: Database, userId: string, limit = 100) {
  const [ownHosts, ownPlaces] = await Promise.all([
    db
      .select({ id: hosts.id, name: hosts.name, slug: hosts.slug })
      .from(hosts)
      .where(eq(hosts.ownerId, userId))
      .orderBy(asc(hosts.name))
      .limit(limit),
    db
      .select({ id: places.id, name: places.name })
      .from(places)
      .where(eq(places.createdById, userId))
      .orderBy(asc(places.name))
      .limit(limit),
  ]);
  return { hosts: ownHosts, places: ownPlaces };
}

/** Every source, newest first, for the back office (editors look after any host's or venue's calendars). */
export async function listAllCalendarSources(db: Database, limit: number): Promise<CalendarSourceRow[]> {
  return db.select().from(calendarSources).orderBy(desc(calendarSources.createdAt)).limit(limit);
}

/** How many sources an account added (the feeds-per-account limit; calendar_sources_added_by_idx). */
export async function countCalendarSourcesAddedBy(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(calendarSources)
    .where(eq(calendarSources.addedById, userId));
  return row?.total ?? 0;
}

/** Removes a source with its reports and UID links (cascade); the experiences it made stay. */
export async function deleteCalendarSource(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(calendarSources)
    .where(eq(calendarSources.id, id))
    .returning({ id: calendarSources.id });
  return rows.length > 0;
}

/** Takes the source's lease until `leaseUntil`, unless a live lease is held; null then (or when it is gone). */
export async function claimCalendarSource(
  db: Database,
  options: { id: string; now: Date; leaseUntil: Date },
): Promise<CalendarSourceRow | null> {
  const [row] = await db
    .update(calendarSources)
    .set({ leaseUntil: options.leaseUntil })
    .where(
      and(
        eq(calendarSources.id, options.id),
        or(isNull(calendarSources.leaseUntil), lte(calendarSources.leaseUntil, options.now)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Takes the lease of up to `limit` feeds that are due (next_run_at passed, no live lease), soonest first, by
 * calendar_sources_due_idx. SKIP LOCKED lets two processes claim different feeds in the same instant.
 */
export async function claimDueCalendarSources(
  db: Database,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<CalendarSourceRow[]> {
  const now = options.now.toISOString();
  const due = sql`select ${calendarSources.id} from ${calendarSources}
    where ${calendarSources.nextRunAt} is not null and ${calendarSources.nextRunAt} <= ${now}::timestamptz
      and (${calendarSources.leaseUntil} is null or ${calendarSources.leaseUntil} <= ${now}::timestamptz)
    order by ${calendarSources.nextRunAt} limit ${options.limit} for update skip locked`;
  return db
    .update(calendarSources)
    .set({ leaseUntil: options.leaseUntil })
    .where(and(isNotNull(calendarSources.nextRunAt), sql`${calendarSources.id} in (${due})`))
    .returning();
}

/** What a finished run leaves on its source; the lease is released. */
export type CalendarSourceRunState = Partial<
  Pick<
    CalendarSourceRow,
    | 'name'
    | 'etag'
    | 'lastModified'
    | 'contentHash'
    | 'nextRunAt'
    | 'failureCount'
    | 'lastRunAt'
    | 'lastSuccessAt'
    | 'lastErrorCode'
    | 'lastError'
    | 'fileName'
  >
>;

export async function finishCalendarSourceRun(
  db: Database,
  id: string,
  state: CalendarSourceRunState & { now: Date },
): Promise<void> {
  const { now, ...values } = state;
  await db
    .update(calendarSources)
    .set({ ...values, leaseUntil: null, updatedAt: now })
    .where(eq(calendarSources.id, id));
}

/** Asks the job to fetch the source at its next tick (a host's "Sync now" while the job runs it elsewhere). */
export async function scheduleCalendarSource(db: Database, id: string, at: Date): Promise<void> {
  await db.update(calendarSources).set({ nextRunAt: at }).where(eq(calendarSources.id, id));
}

/** The next import reads the whole file again even if it is unchanged (a lock was lifted: its values are wanted). */
export async function forgetCalendarContentHash(db: Database, id: string): Promise<void> {
  await db.update(calendarSources).set({ contentHash: null }).where(eq(calendarSources.id, id));
}
