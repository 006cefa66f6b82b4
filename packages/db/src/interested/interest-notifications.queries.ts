/**
 * spec §3 CONNECTION_INTEREST (a COMMUNITY notification): someone marks interest in a published experience, and
 * each of their followers hears of it. createNotifications groups it per follower and experience, so a follower
 * reads "Ana and 2 others are interested in …" once, not three times. Un-marking takes the person out of those
 * groups while they are unread. A draft notifies nobody: the followers could not open it.
 *
 * A popular person has thousands of followers, so the API hands the fan-out to background work: the mark's
 * transaction stores a job (SendInterestFanOut) and fanOutInterest runs it later, once the mark is committed.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { follows } from '../follows/follows.table.ts';
import { createNotifications, withdrawNotification } from '../notifications/notifications.queries.ts';
import { interested } from './interested.table.ts';

export interface InterestNotificationOptions {
  /** The person who marked (or un-marked) the experience. */
  actorId: string;
  experienceId: string;
}

/**
 * Notifies the actor's followers, inside the transaction of the mark (follows_followee_created_idx finds them;
 * the experience is probed by its primary key for its publish state).
 */
export async function notifyFollowersOfInterest(
  tx: Database,
  options: InterestNotificationOptions,
): Promise<void> {
  const followers = await queryRows<{ follower_id: string }>(
    tx,
    sql`SELECT f.follower_id FROM ${follows} f
         WHERE f.followee_id = ${options.actorId} AND f.follower_id <> ${options.actorId}
           AND EXISTS (SELECT 1 FROM ${experiences} e
                        WHERE e.id = ${options.experienceId} AND e.publish_state = 'PUBLISHED')`,
  );
  await createNotifications(
    tx,
    followers.map((row) => ({
      recipientId: row.follower_id,
      actorId: options.actorId,
      type: 'CONNECTION_INTEREST' as const,
      subjectType: 'EXPERIENCE' as const,
      subjectId: options.experienceId,
    })),
  );
}

/**
 * Stores the fan-out of a new mark as background work, inside the mark's transaction (`tx`): a rolled-back mark
 * sends nothing, and a committed one always has its job.
 */
export type SendInterestFanOut = (tx: Database, fanOut: InterestNotificationOptions) => Promise<void>;

/**
 * The background half of a mark: notifies the followers if the mark still stands. The mark's row is locked (FOR
 * SHARE) until the notifications are written, so an un-mark racing this either comes first (nothing is sent) or
 * waits and then withdraws what was sent. Safe to run twice: the actor is already in each follower's group.
 */
export async function fanOutInterest(
  db: Database,
  fanOut: InterestNotificationOptions,
): Promise<{ marked: boolean }> {
  return db.transaction(async (tx) => {
    const mark = await tx
      .select({ userId: interested.userId })
      .from(interested)
      .where(
        and(
          eq(interested.userId, fanOut.actorId),
          eq(interested.itemType, 'experience'),
          eq(interested.itemId, fanOut.experienceId),
        ),
      )
      .for('share');
    if (mark.length === 0) return { marked: false };
    await notifyFollowersOfInterest(tx, fanOut);
    return { marked: true };
  });
}

/** Takes the actor out of every follower's unread group about the experience, inside the un-mark's transaction. */
export async function withdrawInterestNotifications(
  tx: Database,
  options: InterestNotificationOptions,
): Promise<void> {
  await withdrawNotification(tx, {
    type: 'CONNECTION_INTEREST',
    subject: { type: 'EXPERIENCE', id: options.experienceId },
    actorId: options.actorId,
  });
}
