import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { documentIdColumn, idColumn } from '../columns/id.ts';
import { timestamps } from '../columns/timestamps.ts';
import { locations } from '../locations/locations.table.ts';
import type { MediaItem } from '../media/media-item.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §3 Collection: a shared list owned by one user (collectionOwner), with participants, items, invites and
 * shares in the tables beside this one. Community collections (spec §7 /collections/community) are flagged.
 */
export const collections = pgTable(
  'collections',
  {
    id: idColumn(),
    documentId: documentIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    cover: jsonb('cover').$type<MediaItem>(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isCommunity: boolean('is_community').notNull().default(false),
    locationSlug: text('location_slug').references(() => locations.slug, { onDelete: 'set null' }),
    itemsCount: integer('items_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('collections_owner_idx').on(t.ownerId, t.updatedAt.desc()),
    index('collections_community_idx').on(t.locationSlug, t.updatedAt.desc()).where(sql`${t.isCommunity}`),
    index('collections_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
