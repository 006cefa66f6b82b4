/**
 * A new event at a place someone follows, or by a host they follow, notifies them (NEW_EXPERIENCE_FOLLOWED). A
 * periodic job (apps/api followed-new-experiences.job.ts) calls this for experiences first published within a
 * window; each person hears once per experience, however often the job runs and whether they follow its place,
 * its host or both: a notification already written (read or not) holds the next run back. Nobody acted, so the
 * notification has no actor; its creator is not told about their own event.
 *
 * Newly published experiences are found by experiences_published_at_idx, their followers by the follow tables'
 * reverse indexes, an earlier notification through the recipient prefix of notifications_inbox_idx.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { createNotifications } from '../notifications/notifications.queries.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { hostFollows } from './host-follows.table.ts';
import { placeFollows } from './place-follows.table.ts';

export async function notifyFollowersOfNewExperiences(
  db: Database,
  options: { now: Date; publishedSince: Date },
): Promise<number> {
  const now = options.now.toISOString();
  const since = options.publishedSince.toISOString();
  return db.transaction(async (tx) => {
    const due = await queryRows<{ user_id: string; experience_id: string }>(
      tx,
      sql`WITH fresh AS (
            SELECT e.id, e.place_id, e.host_id, e.creator_id FROM ${experiences} e
             WHERE e.publish_state = 'PUBLISHED' AND e.published_at >= ${since}::timestamptz
               AND e.listed_until >= ${now}::timestamptz),
          follower AS (
            SELECT f.user_id, fresh.id AS experience_id, fresh.creator_id
              FROM fresh JOIN ${placeFollows} f ON f.place_id = fresh.place_id
            UNION
            SELECT f.user_id, fresh.id, fresh.creator_id
              FROM fresh JOIN ${hostFollows} f ON f.host_id = fresh.host_id)
          SELECT f.user_id, f.experience_id FROM follower f
           WHERE f.user_id IS DISTINCT FROM f.creator_id
             AND NOT EXISTS (
                   SELECT 1 FROM ${notifications} n
                    WHERE n.recipient_id = f.user_id AND n.type = 'NEW_EXPERIENCE_FOLLOWED'
                      AND n.subject_type = 'EXPERIENCE' AND n.subject_id = f.experience_id)`,
    );
    await createNotifications(
      tx,
      due.map((row) => ({
        recipientId: row.user_id,
        actorId: null,
        type: 'NEW_EXPERIENCE_FOLLOWED' as const,
        subjectType: 'EXPERIENCE' as const,
        subjectId: row.experience_id,
      })),
    );
    return due.length;
  });
}
