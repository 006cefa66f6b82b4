import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';
import { hosts } from '../hosts/hosts.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A person follows a host (organiser): its new events reach their for-you stream and their notifications. The
 * primary key serves "do I follow it" and "which hosts do I follow"; the reverse index serves "who follows this
 * host" (the fan-out of a new event) and the followers count.
 */
export const hostFollows = pgTable(
  'host_follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: text('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'host_follows_pk', columns: [t.userId, t.hostId] }),
    index('host_follows_host_user_idx').on(t.hostId, t.userId),
  ],
);
