import { NOTIFICATION_KINDS, NOTIFICATION_SUBJECTS, NOTIFICATION_TYPES } from '@happenings/domain/enums';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §3 notifications: a type (FRIENDED, ...), the subject it is about (COMMENT + id, ...) and a kind (GENERAL
 * or COMMUNITY tab). spec §3 says the type list may be incomplete: a new type is a new generated migration that
 * swaps the CHECK constraint.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    kind: text('kind').notNull().default('GENERAL'),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Whatever the notification text needs (names, snippets), captured when it was sent. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('notifications_type_check', t.type, NOTIFICATION_TYPES),
    enumCheck('notifications_kind_check', t.kind, NOTIFICATION_KINDS),
    enumCheck('notifications_subject_type_check', t.subjectType, NOTIFICATION_SUBJECTS),
    index('notifications_recipient_idx').on(t.recipientId, t.kind, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} IS NULL`),
  ],
);
