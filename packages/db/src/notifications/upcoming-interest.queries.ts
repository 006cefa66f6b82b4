/**
 * spec §3 UPCOMING_INTEREST: an experience someone is interested in happens tomorrow, "tomorrow" in the event's
 * own time zone (experiences.time_zone, America/New_York unless set). Nobody acted, so the notification has no
 * actor. The hourly job (apps/api upcoming-interest.job.ts) calls this; each person hears once per experience and
 * occurrence day, however often the job runs or however many processes run it: notified_occurrences keeps what
 * each person was told, written in the notification's transaction, and its primary key refuses a second time.
 *
 * Issue 27: a long-running experience (domain isLongRunning: an exhibition open every day for two months) is told
 * once per person, keyed by the experience alone, instead of every day it is on.
 */
import { chunk } from '@happenings/domain/chunk';
import { isLongRunning } from '@happenings/domain/notifications';
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { occurrences } from '../experiences/occurrences.table.ts';
import { interested } from '../interested/interested.table.ts';
import { users } from '../users/users.table.ts';
import { createNotifications } from './notifications.queries.ts';
import { notifiedOccurrences } from './notified-occurrences.table.ts';

/**
 * Tomorrow, wherever an event is, starts after now and ends within 48 hours (49 across a daylight-saving change);
 * the search window is a little wider and the exact day is checked per event.
 */
const WINDOW_MS = 50 * 60 * 60 * 1000;

const INSERT_SLICE = 5_000;

type DueRow = {
  user_id: string;
  experience_id: string;
  local_date: string;
  first_date: string;
  last_date: string;
  day_count: number;
};

/** The notified_occurrences key of a reminder (see the table). */
const occurrenceKey = (row: DueRow) =>
  isLongRunning({ firstDate: row.first_date, lastDate: row.last_date, dayCount: Number(row.day_count) })
    ? row.experience_id
    : `${row.experience_id}@${row.local_date}`;

/**
 * Notifies everyone interested in a published, not cancelled experience with an occurrence starting tomorrow in
 * its zone, unless they were already told of that occurrence (or, for a long-running one, of the experience).
 * Answers how many notifications were due (people who turned the type off in the app are then left out by
 * createNotifications).
 *
 * The occurrences are found by the time range of occurrences_box_time_idx (its tstzrange column), the interested
 * people by interested_item_idx, an experience's days through occurrences' experience prefix, and what was told by
 * the primary key of notified_occurrences.
 */
export async function notifyUpcomingInterests(db: Database, options: { now: Date }): Promise<number> {
  const from = options.now.toISOString();
  const to = new Date(options.now.getTime() + WINDOW_MS).toISOString();
  return db.transaction(async (tx) => {
    const due = await queryRows<DueRow>(
      tx,
      sql`WITH tomorrow AS (
            SELECT DISTINCT o.experience_id, o.local_date
              FROM ${occurrences} o
              JOIN ${experiences} e ON e.id = o.experience_id
             WHERE tstzrange(o.starts_at, o.ends_at, '[]') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')
               AND o.starts_at >= ${from}::timestamptz AND o.starts_at < ${to}::timestamptz
               AND o.publish_state = 'PUBLISHED' AND o.status IS DISTINCT FROM 'CANCELED'
               AND o.local_date = (${from}::timestamptz AT TIME ZONE e.time_zone)::date + 1
          ), days AS (
            SELECT o.experience_id, min(o.local_date)::text AS first_date, max(o.local_date)::text AS last_date,
                   count(DISTINCT o.local_date)::int AS day_count
              FROM ${occurrences} o
             WHERE o.experience_id IN (SELECT experience_id FROM tomorrow)
               AND o.status IS DISTINCT FROM 'CANCELED'
             GROUP BY o.experience_id
          )
          SELECT i.user_id, t.experience_id, t.local_date::text AS local_date, d.first_date, d.last_date, d.day_count
            FROM tomorrow t
            JOIN days d ON d.experience_id = t.experience_id
            JOIN ${interested} i ON i.item_type = 'experience' AND i.item_id = t.experience_id`,
    );
    if (due.length === 0) return 0;
    const byKey = new Map(due.map((row) => [`${row.user_id} ${occurrenceKey(row)}`, row]));
    // Told now only where the key is new: a retry, a second process or yesterday's run already holds the rest.
    // In slices, so a busy day stays under PostgreSQL's 65,535 bound parameters per statement.
    const told: Array<{ recipientId: string; occurrenceKey: string }> = [];
    for (const slice of chunk([...byKey.values()], INSERT_SLICE)) {
      told.push(
        ...(await tx
          .insert(notifiedOccurrences)
          .values(
            slice.map((row) => ({
              recipientId: row.user_id,
              type: 'UPCOMING_INTEREST',
              occurrenceKey: occurrenceKey(row),
            })),
          )
          .onConflictDoNothing()
          .returning({
            recipientId: notifiedOccurrences.recipientId,
            occurrenceKey: notifiedOccurrences.occurrenceKey,
          })),
      );
    }
    const fresh = told.map((row) => byKey.get(`${row.recipientId} ${row.occurrenceKey}`)!);
    await createNotifications(
      tx,
      fresh.map((row) => ({
        recipientId: row.user_id,
        actorId: null,
        type: 'UPCOMING_INTEREST' as const,
        subjectType: 'EXPERIENCE' as const,
        subjectId: row.experience_id,
        data: { localDate: row.local_date },
      })),
    );
    return fresh.length;
  });
}

/**
 * How many (person with a verified address, experience) pairs have an occurrence tomorrow, whatever was told
 * before, and to how many people: the e-mails the reminders were before issue 27 (one per event and day), for
 * apps/api scripts/notification-day.ts to compare with.
 */
export async function countUpcomingInterestPairs(
  db: Database,
  options: { now: Date },
): Promise<{ pairs: number; people: number }> {
  const from = options.now.toISOString();
  const [row] = await queryRows<{ pairs: number; people: number }>(
    db,
    sql`SELECT count(*)::int AS pairs, count(DISTINCT i.user_id)::int AS people
          FROM (SELECT DISTINCT o.experience_id
                  FROM ${occurrences} o JOIN ${experiences} e ON e.id = o.experience_id
                 WHERE o.publish_state = 'PUBLISHED' AND o.status IS DISTINCT FROM 'CANCELED'
                   AND o.local_date = (${from}::timestamptz AT TIME ZONE e.time_zone)::date + 1) d
          JOIN ${interested} i ON i.item_type = 'experience' AND i.item_id = d.experience_id
          JOIN ${users} u ON u.id = i.user_id AND u.email_verified`,
  );
  return row ?? { pairs: 0, people: 0 };
}
