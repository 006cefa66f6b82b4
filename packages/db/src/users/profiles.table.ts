import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, timestamps } from '../columns/timestamps.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from './users.table.ts';

/**
 * Profile fields that are ours rather than better-auth's (spec §3: "profile" lives in the document store, shape
 * not shown; these are the fields the screens and calls of spec §2/§7 imply). One row per user.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio'),
    homeLocationSlug: text('home_location_slug').references(() => locations.slug, { onDelete: 'set null' }),
    /** Links shown on /u/{username}, e.g. [{ label, url }]. */
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    /** spec §7 POST /users/email-marketing. */
    acceptsEmailMarketing: boolean('accepts_email_marketing').notNull().default(false),
    /** spec §7 POST /users/invite-signup: who brought this user in. */
    invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    onboardedAt: instant('onboarded_at'),
    ...timestamps(),
  },
  // spec §7 GET /users/leaderboard/invites counts sign-ups per inviter.
  (t) => [index('profiles_invited_by_idx').on(t.invitedByUserId)],
);
