import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { instant, timestamps } from '../columns/timestamps.ts';
import { locations } from '../locations/locations.table.ts';
import type { MediaItem } from '../media/media-item.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §7 GET /contests/slug/{slug}, /v2/contests/{id}, /users/leaderboard/{x}, and the notification
 * JOINED_APP_BY_CONTEST_INVITE: a contest runs from starts_at to ends_at (either may be open), has rules text and a
 * prize, and ranks people by the invites they made for it.
 */
export const contests = pgTable('contests', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
  locationSlug: text('location_slug').references(() => locations.slug, { onDelete: 'set null' }),
  /** The rules as shown to people (plain text, paragraphs separated by blank lines). */
  rules: text('rules'),
  prize: text('prize'),
  startsAt: instant('starts_at'),
  endsAt: instant('ends_at'),
  ...timestamps(),
});

/**
 * Who joined the app through a contest invite, and whose invite it was: one row per newcomer and contest. The
 * leaderboard counts rows per inviter made within the contest's dates (contest_entries_inviter_idx); the counts are
 * never stored, so there is nothing to drift.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedById: text('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: instant('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'contest_entries_pk', columns: [t.contestId, t.userId] }),
    index('contest_entries_inviter_idx').on(t.contestId, t.invitedById, t.joinedAt),
  ],
);
