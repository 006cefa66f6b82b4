import { COMMENT_KINDS, ITEM_TYPES } from '@happenings/domain/enums';
import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant, timestamps } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §7 comments on places, experiences and crowd-sourced roundups, with replies (parent_id) and the counters
 * the screens show (spec §3 parentCommentsCount = replies_count). Counters are kept by the vote/like/reply
 * writes so that "top" sorting (spec §3 comment sort) is an index scan.
 */
export const comments = pgTable(
  'comments',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    /** What the thread hangs off (polymorphic: experience, place or crowd-sourced-roundup). */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    parentId: text('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    /** upvotes - downvotes, stored so that it can be indexed for the 'top' sort. */
    score: integer('score').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    /** Soft delete: a deleted comment with replies keeps its place in the thread. */
    deletedAt: instant('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    enumCheck('comments_kind_check', t.kind, COMMENT_KINDS),
    enumCheck('comments_subject_type_check', t.subjectType, ITEM_TYPES),
    index('comments_subject_new_idx').on(t.subjectType, t.subjectId, t.createdAt.desc()),
    index('comments_subject_top_idx').on(t.subjectType, t.subjectId, t.score.desc(), t.createdAt.desc()),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    index('comments_user_idx').on(t.userId),
  ],
);
