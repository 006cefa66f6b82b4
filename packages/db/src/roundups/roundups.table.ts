import { PUBLISH_STATES } from '@happenings/domain/enums';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { documentIdColumn, idColumn } from '../columns/id.ts';
import { instant, timestamps } from '../columns/timestamps.ts';
import { locations } from '../locations/locations.table.ts';
import type { MediaItem } from '../media/media-item.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §7 crowd-sourced roundups: a question or theme ("best brunch in Back Bay?") that the community answers
 * with comments of kind 'crowd-sourced-roundup' / 'recommendation'.
 */
export const roundups = pgTable(
  'crowd_sourced_roundups',
  {
    id: idColumn(),
    documentId: documentIdColumn(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    creatorId: text('creator_id').references(() => users.id, { onDelete: 'set null' }),
    locationSlug: text('location_slug').references(() => locations.slug, { onDelete: 'set null' }),
    publishState: text('publish_state').notNull().default('PUBLISHED'),
    commentsCount: integer('comments_count').notNull().default(0),
    interestedCount: integer('interested_count').notNull().default(0),
    /** Optional time window the roundup is about (e.g. a weekend). */
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    ...timestamps(),
  },
  (t) => [
    enumCheck('crowd_sourced_roundups_publish_state_check', t.publishState, PUBLISH_STATES),
    index('crowd_sourced_roundups_location_idx').on(t.locationSlug, t.createdAt.desc()),
    index('crowd_sourced_roundups_creator_idx').on(t.creatorId),
    // spec §7 search by the question: full text (stemmed words) and trigrams (typos), as places are searched.
    index('crowd_sourced_roundups_title_search_idx').using(
      'gin',
      sql`to_tsvector('english'::regconfig, ${t.title})`,
    ),
    index('crowd_sourced_roundups_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);
