/**
 * spec §3 CONNECTION_INTEREST (a COMMUNITY notification): someone marks interest in a published experience, and
 * each of their followers hears of it. createNotifications groups it per follower and experience, so a follower
 * reads "Ana and 2 others are interested in …" once, not three times. Un-marking takes the person out of those
 * groups while they are unread. A draft notifies nobody: the followers could not open it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { follows } from '../follows/follows.table.ts';
import { createNotifications, withdrawNotification } from '../notifications/notifications.queries.ts';

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
