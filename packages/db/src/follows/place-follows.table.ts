import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';
import { places } from '../places/places.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A person follows a place (venue): its new events reach their for-you stream and their notifications. The
 * primary key serves "do I follow it" and "which places do I follow"; the reverse index serves "who follows this
 * place" (the fan-out of a new event) and the followers count.
 */
export const placeFollows = pgTable(
  'place_follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placeId: text('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'place_follows_pk', columns: [t.userId, t.placeId] }),
    index('place_follows_place_user_idx').on(t.placeId, t.userId),
  ],
);
