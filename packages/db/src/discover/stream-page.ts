/**
 * Keyset paging shared by every discover stream. A stream is a query yielding candidate rows `(id, k1, k2)`
 * ordered ascending by (k1, k2, id); descending orders negate their key (k1 = -score). A page is the rows after
 * the last key of the previous page, so items inserted or removed elsewhere never shift later pages (spec §7
 * streams are called with an opaque cursor). Keys are float8: timestamps as epoch seconds, scores as numbers,
 * both of which survive a JSON round trip exactly.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';

export interface StreamKey {
  id: string;
  k1: number;
  k2: number;
}

export interface StreamPageOptions {
  /** The last key of the previous page; absent for the first page. */
  after?: StreamKey | undefined;
  limit: number;
}

export interface StreamPage {
  keys: StreamKey[];
  /** True when rows exist after the last key. */
  hasMore: boolean;
}

/** Runs `candidates` (a SELECT with columns id, k1, k2) and returns one page of keys in stream order. */
export async function pageStream(
  db: Database,
  candidates: SQL,
  options: StreamPageOptions,
): Promise<StreamPage> {
  const after = options.after;
  const rows = await queryRows<{ id: string; k1: number | string; k2: number | string }>(
    db,
    sql`SELECT s.id, s.k1, s.k2 FROM (${candidates}) AS s
        ${after ? sql`WHERE (s.k1, s.k2, s.id) > (${after.k1}::float8, ${after.k2}::float8, ${after.id}::text)` : sql``}
        ORDER BY s.k1, s.k2, s.id
        LIMIT ${options.limit + 1}`,
  );
  const keys = rows.slice(0, options.limit).map((row) => ({
    id: row.id,
    k1: Number(row.k1),
    k2: Number(row.k2),
  }));
  return { keys, hasMore: rows.length > options.limit };
}

/** `ARRAY[...]::text[]` of the values (drizzle spreads a bare array into a parameter list). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`ARRAY[]::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** An instant as a timestamptz parameter. */
export function instantParam(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}
