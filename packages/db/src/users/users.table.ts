import { STAFF_ROLES } from '@happenings/domain/staff';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { instant, timestamps } from '../columns/timestamps.ts';
import { emailHashSql, phoneHashSql } from './contact-hash.ts';

/** 'admin', 'editor,moderator'...: each staff role once, in the order @happenings/domain/staff writes them. */
const STAFF_ROLE_LIST = `^(${STAFF_ROLES.join('|')})(,(${STAFF_ROLES.join('|')}))*$`;

/**
 * The one users table. It IS better-auth's `user` model (core fields plus the username, phoneNumber and admin
 * plugins' fields; property names are the field names better-auth's drizzle adapter looks up), plus our own columns.
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
    // better-auth admin plugin: the staff roles (issue 23) as its comma-separated `role` ('user' for none), read and
    // written only through @happenings/domain/staff; and a ban, which refuses every new session of the account.
    role: text('role').notNull().default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: instant('ban_expires'),
    /** Since when an editor trusts the account to publish without review (null: its events may be reviewed). */
    trustedAt: instant('trusted_at'),
    ...timestamps(),
  },
  (t) => [
    // What a person shows as their username is their own username, only cased as they typed it: no account can show
    // another person's (a sign-up that smuggled one in, or any future writer that forgets the rule).
    check(
      'users_display_username_is_username',
      sql`${t.displayUsername} IS NULL OR (${t.username} IS NOT NULL AND lower(${t.displayUsername}) = ${t.username})`,
    ),
    check('users_role_check', sql`${t.role} = 'user' OR ${t.role} ~ ${sql.raw(`'${STAFF_ROLE_LIST}'`)}`),
    // The back office's list of staff: the few accounts holding a role.
    index('users_staff_idx').on(t.createdAt, t.id).where(sql`${t.role} <> 'user'`),
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
