import { ITEM_TYPES } from '@happenings/domain/enums';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §7 /interested/{type}/{id}: a user marks an item (experience, post, roundup, place) as interesting.
 * The item is polymorphic (type + id), so it has no foreign key; deleting an item deletes its rows in the same
 * query function. The primary key answers "my interests"; the item index answers "who is interested" (v2 list,
 * ordered by time for take/skip/firstRequestTimestamp paging).
 */
export const interested = pgTable(
  'interested',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'interested_pk', columns: [t.userId, t.itemType, t.itemId] }),
    index('interested_item_idx').on(t.itemType, t.itemId, t.createdAt),
    index('interested_user_created_idx').on(t.userId, t.createdAt),
    // spec §7 GET /users/leaderboard/interested: interests of the last 30 days per user (index-only range scan).
    index('interested_created_user_idx').on(t.createdAt, t.userId),
    enumCheck('interested_item_type_check', t.itemType, ITEM_TYPES),
  ],
);
