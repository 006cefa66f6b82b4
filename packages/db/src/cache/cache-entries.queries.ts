/**
 * A TTL + LRU cache in PostgreSQL (see cache-entries.table.ts). Reads refresh `used_at`; writes upsert and then
 * trim the namespace to its newest `maxEntries` rows and drop its expired ones, in one statement each, so
 * concurrent processes never see a half-written entry.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';

export interface CacheEntryAddress {
  namespace: string;
  key: string;
}

/** The fresh value under the address (marking it used at `now`), or undefined. */
export async function readCacheEntry(
  db: Database,
  address: CacheEntryAddress & { now: Date },
): Promise<unknown> {
  const rows = await queryRows<{ value: unknown }>(
    db,
    sql`UPDATE cache_entries SET used_at = ${address.now.toISOString()}::timestamptz
        WHERE namespace = ${address.namespace} AND key = ${address.key}
          AND expires_at > ${address.now.toISOString()}::timestamptz
        RETURNING value`,
  );
  return rows[0]?.value;
}

/** Stores `value` until `now + ttlMs` and evicts the namespace's expired and least recently used rows. */
export async function writeCacheEntry(
  db: Database,
  entry: CacheEntryAddress & { value: unknown; now: Date; ttlMs: number; maxEntries: number },
): Promise<void> {
  const now = entry.now.toISOString();
  const expiresAt = new Date(entry.now.getTime() + entry.ttlMs).toISOString();
  await db.execute(
    sql`INSERT INTO cache_entries (namespace, key, value, expires_at, used_at)
        VALUES (${entry.namespace}, ${entry.key}, ${JSON.stringify(entry.value)}::jsonb, ${expiresAt}::timestamptz, ${now}::timestamptz)
        ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at, used_at = excluded.used_at`,
  );
  await db.execute(
    sql`DELETE FROM cache_entries c WHERE c.namespace = ${entry.namespace}
          AND (c.expires_at <= ${now}::timestamptz
               OR c.key NOT IN (SELECT k.key FROM cache_entries k WHERE k.namespace = ${entry.namespace}
                                ORDER BY k.used_at DESC, k.key LIMIT ${entry.maxEntries}))`,
  );
}

/** Drops every entry of the namespace (after a write that makes them wrong). */
export async function clearCacheNamespace(db: Database, namespace: string): Promise<void> {
  await db.execute(sql`DELETE FROM cache_entries WHERE namespace = ${namespace}`);
}
