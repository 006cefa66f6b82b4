/** The reports of calendar imports (calendar-import-runs.table.ts): written once per run, read by the host. */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { calendarImportRuns } from './calendar-import-runs.table.ts';

export type CalendarImportRunRow = typeof calendarImportRuns.$inferSelect;
export type NewCalendarImportRun = Omit<typeof calendarImportRuns.$inferInsert, 'id' | 'sequence'>;

/** Reports kept per source: enough to see a feed's recent history without growing for ever (hourly runs). */
export const CALENDAR_RUNS_KEPT = 48;

/** Records a run and drops the source's reports past the newest CALENDAR_RUNS_KEPT. */
export async function recordCalendarRun(
  db: Database,
  values: NewCalendarImportRun,
): Promise<CalendarImportRunRow> {
  const [row] = await db.insert(calendarImportRuns).values(values).returning();
  await db.execute(sql`delete from ${calendarImportRuns} where ${calendarImportRuns.sourceId} = ${values.sourceId}
    and ${calendarImportRuns.id} not in (select ${calendarImportRuns.id} from ${calendarImportRuns}
      where ${calendarImportRuns.sourceId} = ${values.sourceId}
      order by ${calendarImportRuns.sequence} desc limit ${CALENDAR_RUNS_KEPT})`);
  return row!;
}

/** A source's reports, newest first (calendar_import_runs_source_idx). */
export async function listCalendarRuns(
  db: Database,
  sourceId: string,
  limit: number,
): Promise<CalendarImportRunRow[]> {
  return db
    .select()
    .from(calendarImportRuns)
    .where(eq(calendarImportRuns.sourceId, sourceId))
    .orderBy(desc(calendarImportRuns.sequence))
    .limit(limit);
}

/** The newest report of each source (one query for a list of sources). */
export async function findLatestCalendarRuns(
  db: Database,
  sourceIds: readonly string[],
): Promise<Map<string, CalendarImportRunRow>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([calendarImportRuns.sourceId])
    .from(calendarImportRuns)
    .where(inArray(calendarImportRuns.sourceId, [...sourceIds]))
    .orderBy(calendarImportRuns.sourceId, desc(calendarImportRuns.sequence));
  return new Map(rows.map((row) => [row.sourceId, row]));
}
