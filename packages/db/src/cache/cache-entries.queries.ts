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

/**
 * The fresh value under the address, or undefined. Marks it used at `now` only when its mark is over a second
 * old: an LRU needs no finer order, and a hot entry read by many requests at once is then not a row every one
 * of them waits to update.
 */
export async function readCacheEntry(
  db: Database,
  address: CacheEntryAddress & { now: Date },
): Promise<unknown> {
  const now = sql`${address.now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ value: unknown }>(
    db,
    sql`WITH touched AS (
          UPDATE cache_entries SET used_at = ${now}
          WHERE namespace = ${address.namespace} AND key = ${address.key}
            AND expires_at > ${now} AND used_at < ${now} - interval '1 second'
          RETURNING 1)
        SELECT value FROM cache_entries
        WHERE namespace = ${address.namespace} AND key = ${address.key} AND expires_at > ${now}`,
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
