/**
 * Whether a notification's subject is still there and may be seen by its recipient: an event or roundup still
 * published (or theirs), a comment not deleted on something they may see, a collection that is public or that they
 * take part in, an invite to them not withdrawn, a person or contest that exists. A notification whose subject
 * fails it is left out of the inbox and of the unread count alike, so the bell never counts what the inbox will
 * not show (a draft, a private collection they left).
 *
 * SQL over the `notifications` table unaliased in the outer query; each branch is a primary-key (or unique-key)
 * probe of the subject's table.
 */
import { type SQL, sql } from 'drizzle-orm';
import { collectionInvites, collectionParticipants } from '../collections/collection-members.table.ts';
import { collections } from '../collections/collections.table.ts';
import { comments } from '../comments/comments.table.ts';
import { contests } from '../contests/contests.table.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { experienceVisibleTo, roundupVisibleTo } from '../interested/item-visibility.queries.ts';
import { roundups } from '../roundups/roundups.table.ts';
import { users } from '../users/users.table.ts';
import { notifications } from './notifications.table.ts';

const subjectId = notifications.subjectId;

function experienceShown(id: SQL | typeof subjectId, recipientId: string | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${experiences} WHERE ${experiences.id} = ${id} AND ${experienceVisibleTo(recipientId)})`;
}

function roundupShown(id: SQL | typeof subjectId, recipientId: string | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${roundups} WHERE ${roundups.id} = ${id} AND ${roundupVisibleTo(recipientId)})`;
}

/**
 * The notification's subject exists and `recipientId` (its recipient) may see it; an SQL expression (the row's
 * own recipient_id) checks many recipients' notifications in one statement.
 */
export function notificationSubjectVisibleTo(recipientId: string | SQL): SQL {
  return sql`(CASE ${notifications.subjectType}
    WHEN 'EXPERIENCE' THEN ${experienceShown(subjectId, recipientId)}
    WHEN 'CROWD_SOURCED_ROUNDUP' THEN ${roundupShown(subjectId, recipientId)}
    WHEN 'COMMENT' THEN EXISTS (
      SELECT 1 FROM ${comments}
       WHERE ${comments.id} = ${subjectId} AND ${comments.deletedAt} IS NULL
         AND CASE ${comments.subjectType}
               WHEN 'experience' THEN ${experienceShown(sql`${comments.subjectId}`, recipientId)}
               WHEN 'crowd-sourced-roundup' THEN ${roundupShown(sql`${comments.subjectId}`, recipientId)}
               ELSE TRUE
             END)
    WHEN 'COLLECTION' THEN EXISTS (
      SELECT 1 FROM ${collections}
       WHERE ${collections.documentId} = ${subjectId}
         AND (${collections.isCommunity} OR EXISTS (
               SELECT 1 FROM ${collectionParticipants}
                WHERE ${collectionParticipants.collectionId} = ${collections.id}
                  AND ${collectionParticipants.userId} = ${recipientId})))
    WHEN 'INVITE' THEN EXISTS (
      SELECT 1 FROM ${collectionInvites}
       WHERE ${collectionInvites.id} = ${subjectId}
         AND ${collectionInvites.inviteeId} = ${recipientId}
         AND ${collectionInvites.status} <> 'DISMISSED')
    WHEN 'USER' THEN EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${subjectId})
    WHEN 'CONTEST' THEN EXISTS (SELECT 1 FROM ${contests} WHERE ${contests.id} = ${subjectId})
    ELSE FALSE
  END)`;
}
