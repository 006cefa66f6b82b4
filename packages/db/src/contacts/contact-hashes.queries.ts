import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { emailHashSql, phoneHashSql } from '../users/contact-hash.ts';
import type { UserRow } from '../users/users.queries.ts';
import { users } from '../users/users.table.ts';
import { contactHashes } from './contact-hashes.table.ts';

/**
 * spec §7 POST /users/sync-contacts: stores the owner's contact hashes (sha256 hex of a normalised e-mail or
 * E.164 number; see users/contact-hash.ts) and answers the other users whose e-mail or phone hashes to one of
 * them, found through the expression indexes users_email_hash_idx / users_phone_hash_idx. Re-sending a hash is
 * a no-op; `stored` counts the new ones.
 */
export async function syncContactHashes(
  db: Database,
  options: { ownerId: string; hashes: readonly string[] },
): Promise<{ stored: number; matches: UserRow[] }> {
  const hashes = [...new Set(options.hashes)];
  if (hashes.length === 0) return { stored: 0, matches: [] };
  const inserted = await db
    .insert(contactHashes)
    .values(hashes.map((hash) => ({ ownerId: options.ownerId, hash })))
    .onConflictDoNothing()
    .returning({ hash: contactHashes.hash });
  const matches = await db
    .select()
    .from(users)
    .where(
      and(
        ne(users.id, options.ownerId),
        or(inArray(emailHashSql(users.email), hashes), inArray(phoneHashSql(users.phoneNumber), hashes)),
      ),
    )
    .orderBy(users.numericId);
  return { stored: inserted.length, matches };
}

/**
 * How many of `hashes` the owner has not synced before (distinct): what a sync would look up for the first time,
 * the unit of the per-account daily budget (re-syncing a known address book looks nothing new up). Primary-key
 * probes of contact_hashes_pk (owner_id, hash).
 */
export async function countUnsyncedContactHashes(
  db: Database,
  options: { ownerId: string; hashes: readonly string[] },
): Promise<number> {
  const hashes = [...new Set(options.hashes)];
  if (hashes.length === 0) return 0;
  const known = await db
    .select({ hash: contactHashes.hash })
    .from(contactHashes)
    .where(and(eq(contactHashes.ownerId, options.ownerId), inArray(contactHashes.hash, hashes)));
  return hashes.length - known.length;
}

/**
 * Forgets the owner's synced address book (the app's "Remove my contacts"): no hash of theirs is kept, so nobody
 * in it is matched or announced to them any more. Answers how many were removed. Deletes by the primary key's
 * leading column (owner_id).
 */
export async function deleteContactHashes(db: Database, options: { ownerId: string }): Promise<number> {
  const removed = await db
    .delete(contactHashes)
    .where(eq(contactHashes.ownerId, options.ownerId))
    .returning({ hash: contactHashes.hash });
  return removed.length;
}
