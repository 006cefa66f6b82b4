import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { notificationActors } from '../notifications/notification-actors.table.ts';
import { createNotifications } from '../notifications/notifications.queries.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { emailHashSql, phoneHashSql } from '../users/contact-hash.ts';
import { users } from '../users/users.table.ts';
import { contactHashes } from './contact-hashes.table.ts';

/**
 * spec §3 CONTACT_JOINED_APP: tells the people who have the user's e-mail or phone number in their synced contacts
 * that the user joined. Only a verified address or number counts (anyone can type someone else's e-mail into a
 * sign-up form), and only for an account created at or after `joinedSince`: an old account verifying a new number
 * has not joined. Each person hears of each newcomer once, whether the e-mail and then the phone are verified, or
 * the hook runs twice: people already notified with the newcomer among the actors are left out. The owners are
 * found through contact_hashes_hash_idx. Answers how many people were notified.
 */
export async function notifyContactsOfJoinedUser(
  db: Database,
  options: { userId: string; joinedSince: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const owners = await queryRows<{ owner_id: string }>(
      tx,
      sql`WITH joined AS (
            SELECT u.id,
                   CASE WHEN u.email_verified THEN ${emailHashSql(sql`u.email`)} END AS email_hash,
                   CASE WHEN u.phone_number_verified THEN ${phoneHashSql(sql`u.phone_number`)} END AS phone_hash
              FROM ${users} u
             WHERE u.id = ${options.userId}
               AND u.created_at >= ${options.joinedSince.toISOString()}::timestamptz)
          SELECT DISTINCT ch.owner_id
            FROM joined j JOIN ${contactHashes} ch ON ch.hash IN (j.email_hash, j.phone_hash)
           WHERE ch.owner_id <> j.id
             AND NOT EXISTS (
               SELECT 1 FROM ${notificationActors} a JOIN ${notifications} n ON n.id = a.notification_id
                WHERE a.actor_id = j.id AND n.recipient_id = ch.owner_id AND n.type = 'CONTACT_JOINED_APP')`,
    );
    await createNotifications(
      tx,
      owners.map((owner) => ({
        recipientId: owner.owner_id,
        actorId: options.userId,
        type: 'CONTACT_JOINED_APP' as const,
        subjectType: 'USER' as const,
        subjectId: options.userId,
      })),
    );
    return owners.length;
  });
}
