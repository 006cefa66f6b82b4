import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Keyset paging for lists ordered newest first by (a timestamptz, a unique text key). The instant travels as
 * text with microseconds ('2026-11-20T15:00:00.123456Z'): a JavaScript Date keeps only milliseconds, and a cursor
 * rounded to them would skip or repeat rows created within the same millisecond.
 */
export interface KeysetCursor {
  /** The row's instant, as keysetInstant() renders it. */
  at: string;
  /** The row's unique tiebreaker. */
  key: string;
}

/** The instant as UTC text with microseconds, for KeysetCursor.at. */
export function keysetInstant(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** `(at, key) < (cursor.at, cursor.key)`: the rows after the cursor in newest-first order; true without one. */
export function isAfterCursor(
  at: AnyPgColumn | SQL,
  key: AnyPgColumn | SQL,
  cursor: KeysetCursor | undefined,
): SQL {
  if (!cursor) return sql`TRUE`;
  return sql`(${at}, ${key}) < (${cursor.at}::timestamptz, ${cursor.key})`;
}

/** Splits `limit + 1` fetched rows into the page and the cursor of its last row (null on the last page). */
export function toKeysetPage<Row extends { cursorAt: string; cursorKey: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; next: KeysetCursor | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > limit && last ? { at: last.cursorAt, key: last.cursorKey } : null,
  };
}
