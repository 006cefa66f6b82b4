import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { timestamps } from '../columns/timestamps.ts';
import { emailHashSql, phoneHashSql } from './contact-hash.ts';

/**
 * The one users table. It IS better-auth's `user` model (core fields plus the username and phoneNumber plugins'
 * fields; property names are the field names better-auth's drizzle adapter looks up), plus our own columns.
 * spec §3 authenticated user: uid = id, displayName = name, photoURL = image.
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** spec §7: the default avatar variant is this number modulo 3; ids are text, so a separate identity. */
    numericId: integer('numeric_id').notNull().unique().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    // `username` is stored normalised (lower case), `displayUsername` as the person typed it; only the product's
    // username rules write them (PATCH /api/v1/users), never a sign-up.
    username: text('username'),
    displayUsername: text('display_username'),
    // better-auth phoneNumber plugin.
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // What a person shows as their username is their own username, only cased as they typed it: no account can show
    // another person's (a sign-up that smuggled one in, or any future writer that forgets the rule).
    check(
      'users_display_username_is_username',
      sql`${t.displayUsername} IS NULL OR (${t.username} IS NOT NULL AND lower(${t.displayUsername}) = ${t.username})`,
    ),
    // Usernames are unique regardless of case (/u/{username} must resolve to one user whatever the caller typed).
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // spec §7 leaderboards and search by username: typo-tolerant lookups.
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    // spec §7 search (users): typo-tolerant lookups by display name too.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // spec §7 sync-contacts: match address-book hashes against users' e-mail and phone (contact-hash.ts).
    index('users_email_hash_idx').on(emailHashSql(t.email)),
    index('users_phone_hash_idx').on(phoneHashSql(t.phoneNumber)),
  ],
);
