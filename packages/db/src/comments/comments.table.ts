import { COMMENT_KINDS, ITEM_TYPES } from '@happenings/domain/enums';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { enumCheck, nullableEnumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant, timestamps } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/** What a roundup recommendation may point at (the website links the experience page or the place). */
export const RECOMMENDED_ITEM_TYPES = ['experience', 'place'] as const;

/**
 * spec §7 comments on places, experiences and crowd-sourced roundups, with replies (parent_id) and the counters
 * the screens show (replies_count; the roundup's comments_count is spec §3 parentCommentsCount). Counters are
 * kept by the vote/like/reply writes (comment-reactions.queries.ts, comment-writes.queries.ts) so that lists read one
 * row per comment and 'top' (spec §3 comment sort) is an index scan.
 */
export const comments = pgTable(
  'comments',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    /** What the thread hangs off (polymorphic: experience, place or crowd-sourced-roundup). */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The top-level comment a reply belongs to (replies are one level deep). */
    parentId: text('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As typed (rendered as text, never as HTML); emptied when the comment is deleted. */
    body: text('body').notNull(),
    /** A roundup recommendation may point at an experience or a place. */
    recommendedType: text('recommended_type'),
    recommendedId: text('recommended_id'),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    /**
     * The 'top' rank: the lower bound of the 95% Wilson score interval of the share of up-votes,
     * (u + z²/2 − z·√(u·d/n + z²/4)) / (n + z²) with z = 1.96 and n = u + d (0 without votes). It rewards many
     * votes over a lucky few (1 up of 1 ranks below 90 up of 100), unlike up minus down, and follows the counters
     * by itself because the database computes it on every write of the row.
     */
    rank: doublePrecision('rank')
      .notNull()
      .generatedAlwaysAs(
        sql`(upvotes + 1.9208 - 1.96 * sqrt(upvotes::float8 * downvotes / greatest(upvotes + downvotes, 1) + 0.9604)) / (upvotes + downvotes + 3.8416)`,
      ),
    likesCount: integer('likes_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    /** Set by an edit of the text (updated_at also moves with votes and likes). */
    editedAt: instant('edited_at'),
    /** Soft delete: a deleted comment with replies keeps its place in the thread as a placeholder. */
    deletedAt: instant('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    enumCheck('comments_kind_check', t.kind, COMMENT_KINDS),
    enumCheck('comments_subject_type_check', t.subjectType, ITEM_TYPES),
    nullableEnumCheck('comments_recommended_type_check', t.recommendedType, RECOMMENDED_ITEM_TYPES),
    check('comments_recommended_pair_check', sql`(recommended_type IS NULL) = (recommended_id IS NULL)`),
    // Top-level comments of a subject, newest first and by rank: the two sorts of the thread (spec §3).
    index('comments_subject_new_idx')
      .on(t.subjectType, t.subjectId, t.createdAt.desc(), t.id.desc())
      .where(sql`parent_id IS NULL`),
    index('comments_subject_top_idx')
      .on(t.subjectType, t.subjectId, t.rank.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`parent_id IS NULL`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_user_idx').on(t.userId),
    // Recommendations pointing at an item: unlinked when that experience is deleted (experience-removal.queries.ts).
    index('comments_recommended_idx')
      .on(t.recommendedType, t.recommendedId)
      .where(sql`${t.recommendedId} IS NOT NULL`),
  ],
);
