import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { pageViewCounts } from './page-views.table.ts';

export interface PageViewRecord {
  /** UTC day 'YYYY-MM-DD'. */
  day: string;
  /** Path without the query string. */
  path: string;
  dimensions: Record<string, string>;
}

/** Adds one view to the day's counter of the path and of each dimension value, in one statement. */
export async function recordPageView(db: Database, view: PageViewRecord): Promise<void> {
  const rows = [
    { dimension: '', value: '' },
    ...Object.entries(view.dimensions).map(([dimension, value]) => ({ dimension, value })),
  ].map((row) => ({ day: view.day, path: view.path, ...row, count: 1 }));
  await db
    .insert(pageViewCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [pageViewCounts.day, pageViewCounts.path, pageViewCounts.dimension, pageViewCounts.value],
      set: { count: sql`${pageViewCounts.count} + 1` },
    });
}

/**
 * The day's views of a path (dimension '' row), or of one dimension value when `dimension` is given, for reports
 * and tests.
 */
export async function countPageViews(
  db: Database,
  options: { day: string; path: string; dimension?: string; value?: string },
): Promise<number> {
  const rows = await db
    .select({ count: pageViewCounts.count })
    .from(pageViewCounts)
    .where(
      sql`${pageViewCounts.day} = ${options.day} and ${pageViewCounts.path} = ${options.path} and ${pageViewCounts.dimension} = ${options.dimension ?? ''} and ${pageViewCounts.value} = ${options.value ?? ''}`,
    );
  return rows[0]?.count ?? 0;
}
