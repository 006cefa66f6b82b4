import { and, asc, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { emailHashSql, phoneHashSql } from '../users/contact-hash.ts';
import type { UserRow } from '../users/users.queries.ts';
import { users } from '../users/users.table.ts';
import { contactHashes } from './contact-hashes.table.ts';

/**
 * The ids of the users in the owner's synced contacts (their e-mail or phone hashes to one of the owner's
 * hashes), never the owner. Driven from the owner's rows of contact_hashes_pk, each hash probing
 * users_email_hash_idx or users_phone_hash_idx: the cost follows the address book, not the number of users.
 */
function matchedUserIds(ownerId: string): SQL {
  return sql`(SELECT u.id FROM ${contactHashes} ch JOIN ${users} u ON ${emailHashSql(sql`u.email`)} = ch.hash
              WHERE ch.owner_id = ${ownerId}
             UNION
             SELECT u.id FROM ${contactHashes} ch JOIN ${users} u ON ${phoneHashSql(sql`u.phone_number`)} = ch.hash
              WHERE ch.owner_id = ${ownerId})`;
}

/**
 * spec §7 GET /api/v1/contacts: a page of the matched users in numeric-id order (stable whatever is synced later),
 * after the numeric id `afterNumericId` (keyset). One more row than `limit` tells the caller there is more.
 */
export async function listContactMatches(
  db: Database,
  options: { ownerId: string; afterNumericId?: number; limit: number },
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.id, matchedUserIds(options.ownerId)),
        ne(users.id, options.ownerId),
        options.afterNumericId === undefined ? undefined : gt(users.numericId, options.afterNumericId),
      ),
    )
    .orderBy(asc(users.numericId))
    .limit(options.limit);
}

/** spec §7 GET /api/v1/contacts/count: how many users the owner's synced contacts match. */
export async function countContactMatches(db: Database, options: { ownerId: string }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(inArray(users.id, matchedUserIds(options.ownerId)), ne(users.id, options.ownerId)));
  return row?.count ?? 0;
}
