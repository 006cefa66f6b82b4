import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

/**
 * A CHECK constraint that keeps a text column inside one of the spec §3 enumerations.
 *
 * Why text + CHECK rather than pgEnum: adding or removing a value is a plain drop-and-add of the constraint in a
 * generated migration, which runs inside a transaction on PostgreSQL 15 and PGlite alike (ALTER TYPE ... ADD VALUE
 * cannot be used in the same transaction, and enum values can never be removed).
 */
export function enumCheck(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} IN (${inList(values)})`);
}

/** Same as enumCheck, for a nullable column: NULL passes. */
export function nullableEnumCheck(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} IS NULL OR ${column} IN (${inList(values)})`);
}

/** The values as SQL string literals; they come from our own constant tuples, never from users. */
function inList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}
