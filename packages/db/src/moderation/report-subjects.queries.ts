/**
 * The thing a report or a moderator's action is about (issue 23), found by its type and id: whether it exists,
 * whether a given account may see it (a report of something the reporter cannot see is answered like a missing
 * one), and who wrote it. One statement per lookup, with the same visibility conditions the read paths use.
 */
import type { ReportSubjectType } from '@happenings/domain/moderation';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { collectionParticipants } from '../collections/collection-members.table.ts';
import { collections } from '../collections/collections.table.ts';
import { comments } from '../comments/comments.table.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { hosts } from '../hosts/hosts.table.ts';
import {
  experienceVisibleTo,
  postVisibleTo,
  roundupVisibleTo,
  type Viewer,
} from '../interested/item-visibility.queries.ts';
import { posts } from '../posts/posts.table.ts';
import { roundups } from '../roundups/roundups.table.ts';
import { users } from '../users/users.table.ts';
import { notModeratedFor } from './moderation-visibility.ts';

export interface ReportSubject {
  subjectType: ReportSubjectType;
  subjectId: string;
  /** The account that wrote it (a profile's is the account itself); null when that account was deleted. */
  authorId: string | null;
  /** Accounts for which it is their own content: its author, and the owner of an experience's or post's host. */
  ownerIds: string[];
}

/** A comment's thread subject is visible to the viewer (a comment on a draft or a hidden event is as hidden). */
function commentSubjectVisibleTo(viewer: Viewer): SQL {
  return sql`CASE ${comments.subjectType}
    WHEN 'experience' THEN EXISTS (SELECT 1 FROM ${experiences} WHERE ${experiences.id} = ${comments.subjectId} AND ${experienceVisibleTo(viewer)})
    WHEN 'crowd-sourced-roundup' THEN EXISTS (SELECT 1 FROM ${roundups} WHERE ${roundups.id} = ${comments.subjectId} AND ${roundupVisibleTo(viewer)})
    ELSE TRUE END`;
}

/**
 * The subject as `viewer` may see it, or null when it does not exist or is hidden from them. With `viewer`
 * undefined (a moderator's lookup) it is found whatever its state, deleted comments excepted.
 */
export async function findReportSubject(
  db: Database,
  options: { subjectType: ReportSubjectType; subjectId: string; viewer: Viewer | 'staff' },
): Promise<ReportSubject | null> {
  const { subjectType, subjectId } = options;
  const asStaff = options.viewer === 'staff';
  const viewer = asStaff ? null : (options.viewer as Viewer);
  const found = (authorId: string | null, ownerIds: (string | null)[]): ReportSubject => ({
    subjectType,
    subjectId,
    authorId,
    ownerIds: [...new Set(ownerIds.filter((id): id is string => !!id))],
  });
  switch (subjectType) {
    case 'experience': {
      const [row] = await db
        .select({ creatorId: experiences.creatorId, hostOwnerId: hosts.ownerId })
        .from(experiences)
        .leftJoin(hosts, eq(hosts.id, experiences.hostId))
        .where(and(eq(experiences.id, subjectId), asStaff ? undefined : experienceVisibleTo(viewer)))
        .limit(1);
      return row ? found(row.creatorId, [row.creatorId, row.hostOwnerId]) : null;
    }
    case 'post': {
      const [row] = await db
        .select({ userId: posts.userId, hostOwnerId: hosts.ownerId })
        .from(posts)
        .leftJoin(hosts, eq(hosts.id, posts.hostId))
        .where(and(eq(posts.id, subjectId), asStaff ? undefined : postVisibleTo(viewer)))
        .limit(1);
      return row ? found(row.userId, [row.userId, row.hostOwnerId]) : null;
    }
    case 'crowd-sourced-roundup': {
      const [row] = await db
        .select({ creatorId: roundups.creatorId })
        .from(roundups)
        .where(and(eq(roundups.id, subjectId), asStaff ? undefined : roundupVisibleTo(viewer)))
        .limit(1);
      return row ? found(row.creatorId, [row.creatorId]) : null;
    }
    case 'comment': {
      const [row] = await db
        .select({ userId: comments.userId })
        .from(comments)
        .where(
          and(
            eq(comments.id, subjectId),
            isNull(comments.deletedAt),
            asStaff
              ? undefined
              : and(
                  notModeratedFor('comment', comments.id, comments.userId, viewer),
                  commentSubjectVisibleTo(viewer),
                ),
          ),
        )
        .limit(1);
      return row ? found(row.userId, [row.userId]) : null;
    }
    case 'collection': {
      // Collections are named by their document id in every path (spec §3).
      const participates = viewer
        ? sql`EXISTS (SELECT 1 FROM ${collectionParticipants} WHERE ${collectionParticipants.collectionId} = ${collections.id} AND ${collectionParticipants.userId} = ${viewer})`
        : sql`false`;
      const [row] = await db
        .select({ ownerId: collections.ownerId })
        .from(collections)
        .where(
          and(
            eq(collections.documentId, subjectId),
            asStaff
              ? undefined
              : and(
                  sql`(${collections.isCommunity} OR ${participates})`,
                  notModeratedFor('collection', collections.documentId, collections.ownerId, viewer),
                ),
          ),
        )
        .limit(1);
      return row ? found(row.ownerId, [row.ownerId]) : null;
    }
    case 'user': {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, subjectId),
            asStaff ? undefined : notModeratedFor('user', users.id, users.id, viewer),
          ),
        )
        .limit(1);
      return row ? found(row.id, [row.id]) : null;
    }
  }
}
