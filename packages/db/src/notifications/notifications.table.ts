import { NOTIFICATION_KINDS, NOTIFICATION_SUBJECTS, NOTIFICATION_TYPES } from '@happenings/domain/enums';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §3 notifications: a type (FRIENDED, ...), the subject it is about (COMMENT + id, ...) and a kind (GENERAL
 * or COMMUNITY tab). spec §3 says the type list may be incomplete: a new type is a new generated migration that
 * swaps the CHECK constraint.
 *
 * One row is one group (domain notificationGroupKey): while it is unread, the same kind of activity on the same
 * subject joins it (a new person in notification_actors, actor_count, updated_at) instead of adding a row, so a
 * burst reads "Ana and 12 others …". The partial unique index holds the rule: at most one unread row per
 * (recipient, group). Once read, the next activity starts a new row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The latest person who acted (the group's people are in notification_actors). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    kind: text('kind').notNull().default('GENERAL'),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Null only on rows written before grouping existed; they group with nothing. */
    groupKey: text('group_key'),
    /** How many people are in the group (its notification_actors rows), kept by the writes that change them. */
    actorCount: integer('actor_count').notNull().default(1),
    /** Whatever the latest activity carried (the reply's id, ...), captured when it happened. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The group's latest activity: the inbox is ordered by it. */
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('notifications_type_check', t.type, NOTIFICATION_TYPES),
    enumCheck('notifications_kind_check', t.kind, NOTIFICATION_KINDS),
    enumCheck('notifications_subject_type_check', t.subjectType, NOTIFICATION_SUBJECTS),
    // The inbox, all kinds and one tab: keyset pages on (updated_at, id), newest first.
    index('notifications_inbox_idx').on(t.recipientId, t.updatedAt.desc(), t.id.desc()),
    index('notifications_inbox_kind_idx').on(t.recipientId, t.kind, t.updatedAt.desc(), t.id.desc()),
    // One unread row per group; its recipient prefix also serves the unread count and "mark all read".
    uniqueIndex('notifications_unread_group_idx')
      .on(t.recipientId, t.groupKey)
      .where(sql`${t.readAt} IS NULL`),
    // What is about one subject: cleared with it when its experience is deleted (experience-removal.queries.ts).
    index('notifications_subject_idx').on(t.subjectType, t.subjectId),
    // The e-mail job's scan: unread notifications created since a recent instant, newest first.
    index('notifications_unread_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.readAt} IS NULL`),
  ],
);
