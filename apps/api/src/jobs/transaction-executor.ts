/**
 * pg-boss stores a job through whatever executes SQL for it (`send(..., { db })`): this one runs its statement on
 * a Drizzle transaction of ours, so the job is stored, or not, with the write that caused it. pg-boss writes
 * numbered placeholders ($1, $2...); each becomes a bound parameter of the same value, never text in the query.
 */
import { type Database, queryRows } from '@happenings/db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from 'pg-boss';

const PLACEHOLDER = /\$(\d+)/;

/** The statement with its placeholders bound to `values` (split keeps the captured numbers at odd positions). */
export function bindPlaceholders(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(PLACEHOLDER);
  const chunks = parts.map((part, index) => {
    if (index % 2 === 0) return sql.raw(part);
    const position = Number(part);
    if (position < 1 || position > values.length) throw new Error(`No value for the placeholder $${part}`);
    return sql`${values[position - 1]}`;
  });
  return sql.join(chunks, sql.raw(''));
}

export function transactionExecutor(tx: Database): Db {
  return {
    executeSql: async (text, values = []) => ({ rows: await queryRows(tx, bindPlaceholders(text, values)) }),
  };
}
