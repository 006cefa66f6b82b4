/**
 * spec §3 UPCOMING_INTEREST: an experience someone is interested in happens tomorrow, "tomorrow" in the event's
 * own time zone (experiences.time_zone, America/New_York unless set). Nobody acted, so the notification has no
 * actor. The hourly job (apps/api upcoming-interest.job.ts) calls this; each person hears once per experience and
 * occurrence day, however often the job runs: the day is kept in the notification's data, and a notification
 * already written for it (read or not) holds the next run back.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { occurrences } from '../experiences/occurrences.table.ts';
import { interested } from '../interested/interested.table.ts';
import { createNotifications } from './notifications.queries.ts';
import { notifications } from './notifications.table.ts';

/**
 * Tomorrow, wherever an event is, starts after now and ends within 48 hours (49 across a daylight-saving change);
 * the search window is a little wider and the exact day is checked per event.
 */
const WINDOW_MS = 50 * 60 * 60 * 1000;

/**
 * Notifies everyone interested in a published, not cancelled experience with an occurrence starting tomorrow in
 * its zone, unless they were already notified for that day. Answers how many notifications were due (people who
 * turned the type off in the app are then left out by createNotifications).
 *
 * The occurrences are found by the time range of occurrences_box_time_idx (its tstzrange column), the interested
 * people by interested_item_idx, an earlier notification through the recipient prefix of notifications_inbox_idx.
 */
export async function notifyUpcomingInterests(db: Database, options: { now: Date }): Promise<number> {
  const from = options.now.toISOString();
  const to = new Date(options.now.getTime() + WINDOW_MS).toISOString();
  return db.transaction(async (tx) => {
    const due = await queryRows<{ user_id: string; experience_id: string; local_date: string }>(
      tx,
      sql`SELECT DISTINCT i.user_id, o.experience_id, o.local_date::text AS local_date
            FROM ${occurrences} o
            JOIN ${experiences} e ON e.id = o.experience_id
            JOIN ${interested} i ON i.item_type = 'experience' AND i.item_id = o.experience_id
           WHERE tstzrange(o.starts_at, o.ends_at, '[]') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')
             AND o.starts_at >= ${from}::timestamptz AND o.starts_at < ${to}::timestamptz
             AND o.publish_state = 'PUBLISHED' AND o.status IS DISTINCT FROM 'CANCELED'
             AND o.local_date = (${from}::timestamptz AT TIME ZONE e.time_zone)::date + 1
             AND NOT EXISTS (
                   SELECT 1 FROM ${notifications} n
                    WHERE n.recipient_id = i.user_id AND n.type = 'UPCOMING_INTEREST'
                      AND n.subject_type = 'EXPERIENCE' AND n.subject_id = o.experience_id
                      AND n.data->>'localDate' = o.local_date::text)`,
    );
    await createNotifications(
      tx,
      due.map((row) => ({
        recipientId: row.user_id,
        actorId: null,
        type: 'UPCOMING_INTEREST' as const,
        subjectType: 'EXPERIENCE' as const,
        subjectId: row.experience_id,
        data: { localDate: row.local_date },
      })),
    );
    return due.length;
  });
}
