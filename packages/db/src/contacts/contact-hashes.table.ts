import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §7 POST /users/sync-contacts: a user's address book as sha256 hex digests of normalised e-mail addresses
 * and E.164 phone numbers (users/contact-hash.ts); the raw values never reach the server. The key answers "my
 * contacts"; the hash index answers "whose address book is this new user in" (CONTACT_JOINED_APP).
 */
export const contactHashes = pgTable(
  'contact_hashes',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'contact_hashes_pk', columns: [t.ownerId, t.hash] }),
    index('contact_hashes_hash_idx').on(t.hash),
  ],
);
