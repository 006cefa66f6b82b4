import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { timestamps } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §7 POST /users/sync-contacts, GET /contacts(/count): a user's address book, phone numbers normalised to
 * E.164. The phone index finds whose contacts a new user is in (notification CONTACT_JOINED_APP).
 */
export const contacts = pgTable(
  'contacts',
  {
    id: idColumn(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    matchedUserId: text('matched_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('contacts_owner_phone_idx').on(t.ownerId, t.phoneNumber),
    index('contacts_phone_idx').on(t.phoneNumber),
    index('contacts_matched_user_idx').on(t.matchedUserId),
  ],
);
