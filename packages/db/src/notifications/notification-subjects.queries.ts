/**
 * What an inbox page shows of each notification's subject (names, slugs, a comment's text), loaded for the whole
 * page at once: one statement per kind of subject present on it, never one per notification. Visibility was
 * decided by the page's own query (notification-visibility.ts); a subject missing here (deleted in between) is
 * simply absent from the map.
 */
import type { NotificationSubject, ShareStatus } from '@happenings/domain/enums';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { collectionInvites } from '../collections/collection-members.table.ts';
import { collections } from '../collections/collections.table.ts';
import { comments } from '../comments/comments.table.ts';
import { contests } from '../contests/contests.table.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { places } from '../places/places.table.ts';
import { roundups } from '../roundups/roundups.table.ts';
import { users } from '../users/users.table.ts';

export type CommentedItemType = 'experience' | 'crowd-sourced-roundup' | 'place';

export type NotificationSubjectDetails =
  | { type: 'EXPERIENCE'; name: string; slug: string }
  | { type: 'CROWD_SOURCED_ROUNDUP'; title: string; slug: string }
  | {
      type: 'COMMENT';
      body: string;
      /** What the comment is on, for the link and the title. */
      on: { type: CommentedItemType; id: string; title: string | null; slug: string | null };
    }
  | { type: 'COLLECTION'; name: string; documentId: string }
  | { type: 'INVITE'; status: ShareStatus; collectionName: string; collectionDocumentId: string }
  | { type: 'USER'; name: string; username: string | null }
  | { type: 'CONTEST'; name: string; slug: string };

export const subjectKey = (type: NotificationSubject, id: string) => `${type}:${id}`;

type Loaded = Array<[id: string, details: NotificationSubjectDetails]>;

const LOADERS: Record<NotificationSubject, (db: Database, ids: string[]) => Promise<Loaded>> = {
  async EXPERIENCE(db, ids) {
    const rows = await db
      .select({ id: experiences.id, name: experiences.name, slug: experiences.slug })
      .from(experiences)
      .where(inArray(experiences.id, ids));
    return rows.map((row) => [row.id, { type: 'EXPERIENCE', name: row.name, slug: row.slug }]);
  },
  async CROWD_SOURCED_ROUNDUP(db, ids) {
    const rows = await db
      .select({ id: roundups.id, title: roundups.title, slug: roundups.slug })
      .from(roundups)
      .where(inArray(roundups.id, ids));
    return rows.map((row) => [row.id, { type: 'CROWD_SOURCED_ROUNDUP', title: row.title, slug: row.slug }]);
  },
  async COMMENT(db, ids) {
    // What each comment is on, by a left join per kind of item (primary-key probes).
    const rows = await db
      .select({
        id: comments.id,
        body: comments.body,
        onType: comments.subjectType,
        onId: comments.subjectId,
        experienceName: experiences.name,
        experienceSlug: experiences.slug,
        roundupTitle: roundups.title,
        roundupSlug: roundups.slug,
        placeName: places.name,
      })
      .from(comments)
      .leftJoin(
        experiences,
        and(eq(comments.subjectType, 'experience'), eq(experiences.id, comments.subjectId)),
      )
      .leftJoin(
        roundups,
        and(eq(comments.subjectType, 'crowd-sourced-roundup'), eq(roundups.id, comments.subjectId)),
      )
      .leftJoin(places, and(eq(comments.subjectType, 'place'), eq(places.id, comments.subjectId)))
      .where(inArray(comments.id, ids));
    return rows.map((row) => {
      const onType = row.onType as CommentedItemType;
      const on =
        onType === 'experience'
          ? { type: onType, id: row.onId, title: row.experienceName, slug: row.experienceSlug }
          : onType === 'crowd-sourced-roundup'
            ? { type: onType, id: row.onId, title: row.roundupTitle, slug: row.roundupSlug }
            : { type: onType, id: row.onId, title: row.placeName, slug: null };
      return [row.id, { type: 'COMMENT', body: row.body, on }];
    });
  },
  async COLLECTION(db, ids) {
    const rows = await db
      .select({ documentId: collections.documentId, name: collections.name })
      .from(collections)
      .where(inArray(collections.documentId, ids));
    return rows.map((row) => [
      row.documentId,
      { type: 'COLLECTION', name: row.name, documentId: row.documentId },
    ]);
  },
  async INVITE(db, ids) {
    const rows = await db
      .select({
        id: collectionInvites.id,
        status: collectionInvites.status,
        name: collections.name,
        documentId: collections.documentId,
      })
      .from(collectionInvites)
      .innerJoin(collections, eq(collections.id, collectionInvites.collectionId))
      .where(inArray(collectionInvites.id, ids));
    return rows.map((row) => [
      row.id,
      {
        type: 'INVITE',
        status: row.status as ShareStatus,
        collectionName: row.name,
        collectionDocumentId: row.documentId,
      },
    ]);
  },
  async USER(db, ids) {
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        username: users.username,
        displayUsername: users.displayUsername,
      })
      .from(users)
      .where(inArray(users.id, ids));
    return rows.map((row) => [
      row.id,
      { type: 'USER', name: row.name, username: row.displayUsername ?? row.username },
    ]);
  },
  async CONTEST(db, ids) {
    const rows = await db
      .select({ id: contests.id, name: contests.name, slug: contests.slug })
      .from(contests)
      .where(inArray(contests.id, ids));
    return rows.map((row) => [row.id, { type: 'CONTEST', name: row.name, slug: row.slug }]);
  },
};

/** The details of each subject, keyed by subjectKey(type, id). */
export async function loadNotificationSubjects(
  db: Database,
  subjects: ReadonlyArray<{ type: NotificationSubject; id: string }>,
): Promise<Map<string, NotificationSubjectDetails>> {
  const idsByType = new Map<NotificationSubject, Set<string>>();
  for (const subject of subjects) {
    const ids = idsByType.get(subject.type) ?? new Set<string>();
    ids.add(subject.id);
    idsByType.set(subject.type, ids);
  }
  const result = new Map<string, NotificationSubjectDetails>();
  for (const [type, ids] of idsByType) {
    for (const [id, details] of await LOADERS[type](db, [...ids])) result.set(subjectKey(type, id), details);
  }
  return result;
}
