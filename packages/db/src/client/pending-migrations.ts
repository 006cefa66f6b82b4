import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { queryRows } from './query-rows.ts';

interface JournalEntry {
  tag: string;
  /** When the migration was generated (ms): drizzle's migrator records it as the applied row's created_at. */
  when: number;
}

let journal: JournalEntry[] | undefined;

function readJournal(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/**
 * The committed migrations this database has not applied yet, by tag (GET /api/v1/health/ready). drizzle-orm's
 * migrator applies every migration generated after the newest one it recorded, so the same rule tells which are
 * pending. Throws when the database does not answer.
 */
export async function listPendingMigrations(db: Database): Promise<string[]> {
  // A database never migrated has no bookkeeping table yet: everything is pending.
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  let latest = -1;
  if (table?.name) {
    const [row] = await queryRows<{ latest: string | number | null }>(
      db,
      sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
    );
    if (row?.latest != null) latest = Number(row.latest);
  }
  return readJournal()
    .filter((entry) => entry.when > latest)
    .map((entry) => entry.tag);
}
