import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';
import { notifications } from './notifications.table.ts';

/**
 * Who is in a notification group: one row per person, however often they acted (the primary key makes a repeat
 * by the same person change nothing), so "Ana and 12 others" counts people, and undoing an action can take one
 * person out again (withdrawNotification).
 */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When they (last) acted: the inbox shows the latest people first. */
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_actors_pk', columns: [t.notificationId, t.actorId] }),
    // Undo finds the groups one person is in.
    index('notification_actors_actor_idx').on(t.actorId),
  ],
);
