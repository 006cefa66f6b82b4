import { PUBLISH_STATES } from '@happenings/domain/enums';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant } from '../columns/timestamps.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { hosts } from '../hosts/hosts.table.ts';
import type { MediaItem } from '../media/media-item.ts';
import { places } from '../places/places.table.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §3 Post: id, interested, user, media, hostId, experienceId, venueId, experienceHashtagName, creation,
 * lastUpdate (here created_at / updated_at). GET /posts pages by (created_at, id) cursor. `body` is the caption.
 */
export const posts = pgTable(
  'posts',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body'),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    hostId: text('host_id').references(() => hosts.id, { onDelete: 'set null' }),
    experienceId: text('experience_id').references(() => experiences.id, { onDelete: 'set null' }),
    venueId: text('venue_id').references(() => places.id, { onDelete: 'set null' }),
    experienceHashtagName: text('experience_hashtag_name'),
    interestedCount: integer('interested_count').notNull().default(0),
    publishState: text('publish_state').notNull().default('PUBLISHED'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('posts_publish_state_check', t.publishState, PUBLISH_STATES),
    index('posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The posts of one experience or one place, newest first (their pages' lists), keyset paged like GET /posts.
    index('posts_experience_created_idx').on(t.experienceId, t.createdAt.desc(), t.id.desc()),
    index('posts_venue_created_idx').on(t.venueId, t.createdAt.desc(), t.id.desc()),
  ],
);
