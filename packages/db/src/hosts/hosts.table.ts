import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { timestamps } from '../columns/timestamps.ts';
import type { MediaItem } from '../media/media-item.ts';
import { users } from '../users/users.table.ts';

/** Organisers of experiences (spec §1: "a host or user can create an event"; experience.hostId, post.hostId). */
export const hosts = pgTable(
  'hosts',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    website: text('website'),
    image: jsonb('image').$type<MediaItem>(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('hosts_owner_id_idx').on(t.ownerId),
    // Search (hosts): `name %> text` answered by the trigram index, as for people's names.
    index('hosts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
