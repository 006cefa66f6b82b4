import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { instant, timestamps } from '../columns/timestamps.ts';
import { locations } from '../locations/locations.table.ts';
import type { MediaItem } from '../media/media-item.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §7 GET /contests/slug/{slug}, /v2/contests/{id}, /users/leaderboard/{x}, and the notification
 * JOINED_APP_BY_CONTEST_INVITE: contests where users earn points (e.g. by inviting friends).
 */
export const contests = pgTable('contests', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
  locationSlug: text('location_slug').references(() => locations.slug, { onDelete: 'set null' }),
  rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
  startsAt: instant('starts_at'),
  endsAt: instant('ends_at'),
  ...timestamps(),
});

/** Entrants and their points; the index is the leaderboard. */
export const contestEntries = pgTable(
  'contest_entries',
  {
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    invitedById: text('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: instant('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'contest_entries_pk', columns: [t.contestId, t.userId] }),
    index('contest_entries_leaderboard_idx').on(t.contestId, t.points.desc()),
  ],
);
