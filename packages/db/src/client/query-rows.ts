import type { SQL } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `execute()` with an object holding `rows`, but the
 * shared Database type cannot name it, so this is the one place that says so.
 */
export async function queryRows<Row extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
