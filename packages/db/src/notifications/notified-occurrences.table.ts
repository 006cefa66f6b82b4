import { NOTIFICATION_TYPES } from '@happenings/domain/enums';
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/**
 * Issue 27: what a person was already told about, so a notification about one occurrence is written once, whatever
 * runs again (a retry, a missed tick caught up, a second process). The key names the occurrence in the words of the
 * type: UPCOMING_INTEREST keys `{experienceId}@{localDate}`, or `{experienceId}` alone for a long-running
 * experience (domain isLongRunning), which is then told once. Written in the notification's own transaction; the
 * primary key is the rule.
 */
export const notifiedOccurrences = pgTable(
  'notified_occurrences',
  {
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    occurrenceKey: text('occurrence_key').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notified_occurrences_pk', columns: [t.recipientId, t.type, t.occurrenceKey] }),
    enumCheck('notified_occurrences_type_check', t.type, NOTIFICATION_TYPES),
  ],
);
