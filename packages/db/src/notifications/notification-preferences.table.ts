import { NOTIFICATION_TYPES } from '@happenings/domain/enums';
import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/**
 * A person's choices per notification type (in the app, by e-mail). Only types they set have a row; the rest
 * follow the domain's NOTIFICATION_RULES defaults, so a new type or a changed default reaches everyone who never
 * chose.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pk', columns: [t.userId, t.type] }),
    enumCheck('notification_preferences_type_check', t.type, NOTIFICATION_TYPES),
  ],
);
