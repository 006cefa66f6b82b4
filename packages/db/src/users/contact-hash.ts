import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * spec §7 POST /users/sync-contacts: clients send sha256 hex digests of normalised e-mail addresses (trimmed, lower
 * case) and E.164 phone numbers, never the raw values. These expressions hash a user's own address and number the
 * same way inside the database, so expression indexes on users answer "which users match these hashes".
 *
 * Why decode(replace(...), 'escape') rather than convert_to(..., 'UTF8'): an index expression must be IMMUTABLE and
 * convert_to is only STABLE. With every backslash doubled first, decode(..., 'escape') yields exactly the UTF-8
 * bytes of the text, and decode, replace, lower, btrim, sha256 and encode are all immutable (PostgreSQL 11+).
 */
export function emailHashSql(column: AnyPgColumn | SQL): SQL {
  return sql`encode(sha256(decode(replace(lower(btrim(${column})), '\\', '\\\\'), 'escape')), 'hex')`;
}

/** The phone number is stored in E.164 already (better-auth's phone plugin validates it): hashed as it is. */
export function phoneHashSql(column: AnyPgColumn | SQL): SQL {
  return sql`encode(sha256(decode(replace(${column}, '\\', '\\\\'), 'escape')), 'hex')`;
}
