/**
 * A suspended or banned person cannot sign up again with the same e-mail address or phone number (issue 23). The
 * identities are kept hashed (SHA-256 of the normalised value), so the table holds no address: an e-mail
 * address trimmed, lower-cased and without a "+tag" in its local part (name+anything@ reaches the same inbox), a
 * phone number in E.164 as better-auth's phone plugin stores it. Hashed by the database, at the ban and at the
 * sign-up alike, so both sides normalise the same way.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { users } from '../users/users.table.ts';
import { bannedIdentities } from './moderated-items.table.ts';

type Expression = AnyPgColumn | SQL;

const sha256Hex = (text: SQL) => sql`encode(sha256(decode(replace(${text}, '\\', '\\\\'), 'escape')), 'hex')`;

export function emailIdentityHashSql(email: Expression): SQL {
  return sha256Hex(sql`'email:' || regexp_replace(lower(btrim(${email})), '\\+[^@]*@', '@')`);
}

export function phoneIdentityHashSql(phone: Expression): SQL {
  return sha256Hex(sql`'phone:' || regexp_replace(${phone}, '[^+0-9]', '', 'g')`);
}

/** Keeps the account's e-mail and phone as banned until `until` (null: without end). In the ban's transaction. */
export async function banIdentitiesOf(
  tx: Database,
  options: { userId: string; until: Date | null; at: Date },
): Promise<void> {
  const until = options.until ? options.until.toISOString() : null;
  await tx.execute(sql`INSERT INTO ${bannedIdentities} (identity_hash, user_id, until, created_at)
    SELECT hash, ${options.userId}, ${until}::timestamptz, ${options.at.toISOString()}::timestamptz
      FROM ${users}, LATERAL (VALUES (${emailIdentityHashSql(users.email)}),
                                    (CASE WHEN ${users.phoneNumber} IS NOT NULL
                                          THEN ${phoneIdentityHashSql(users.phoneNumber)} END)) AS identity(hash)
     WHERE ${users.id} = ${options.userId} AND hash IS NOT NULL
    ON CONFLICT (identity_hash) DO UPDATE SET user_id = excluded.user_id, until = excluded.until`);
}

/** The account's identities no longer refuse a sign-up (its ban was lifted). */
export async function releaseIdentitiesOf(tx: Database, userId: string): Promise<void> {
  await tx.delete(bannedIdentities).where(eq(bannedIdentities.userId, userId));
}

/** True when the e-mail address or the phone number belongs to an account suspended or banned now. */
export async function isIdentityBanned(
  db: Database,
  identity: { email?: string | null; phoneNumber?: string | null },
): Promise<boolean> {
  const hashes: SQL[] = [];
  if (identity.email) hashes.push(emailIdentityHashSql(sql`${identity.email}::text`));
  if (identity.phoneNumber) hashes.push(phoneIdentityHashSql(sql`${identity.phoneNumber}::text`));
  if (hashes.length === 0) return false;
  const rows = await queryRows<{ found: number }>(
    db,
    sql`SELECT 1 AS found FROM ${bannedIdentities}
         WHERE identity_hash IN (${sql.join(hashes, sql`, `)}) AND (until IS NULL OR until > now()) LIMIT 1`,
  );
  return rows.length > 0;
}
