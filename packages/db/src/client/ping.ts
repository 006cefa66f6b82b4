import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/** One round trip to the database; throws when it does not answer (GET /api/v1/health). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
