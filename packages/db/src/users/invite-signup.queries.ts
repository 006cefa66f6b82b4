import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { follows } from '../follows/follows.table.ts';
import { createNotifications } from '../notifications/notifications.queries.ts';
import { profiles } from './profiles.table.ts';

export type InviteSignupResult =
  /** Recorded now: both follow each other and the inviter was notified. */
  | { status: 'recorded' }
  /** Already recorded with the same inviter: nothing changed. */
  | { status: 'unchanged' }
  /** The user joined through someone else's invite before; invites are recorded once. */
  | { status: 'other-inviter'; inviterId: string };

/**
 * spec §7 POST /users/invite-signup, in one transaction: records the inviter on the new user's profile (once; the
 * conditional upsert makes concurrent calls safe), makes both follow each other and notifies the inviter
 * (JOINED_APP_BY_INVITE).
 */
export async function recordInviteSignup(
  db: Database,
  options: { userId: string; inviterId: string },
): Promise<InviteSignupResult> {
  const { userId, inviterId } = options;
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ user_id: string }>(
      tx,
      sql`INSERT INTO ${profiles} (user_id, invited_by_user_id) VALUES (${userId}, ${inviterId})
          ON CONFLICT (user_id) DO UPDATE SET invited_by_user_id = excluded.invited_by_user_id, updated_at = now()
           WHERE ${profiles}.invited_by_user_id IS NULL
          RETURNING user_id`,
    );
    if (claimed.length === 0) {
      const [existing] = await tx
        .select({ inviterId: profiles.invitedByUserId })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      const current = existing?.inviterId ?? null;
      return current === inviterId || current === null
        ? { status: 'unchanged' as const }
        : { status: 'other-inviter' as const, inviterId: current };
    }
    await tx
      .insert(follows)
      .values([
        { followerId: userId, followeeId: inviterId },
        { followerId: inviterId, followeeId: userId },
      ])
      .onConflictDoNothing();
    await createNotifications(tx, [
      {
        recipientId: inviterId,
        actorId: userId,
        type: 'JOINED_APP_BY_INVITE',
        subjectType: 'USER',
        subjectId: userId,
      },
    ]);
    return { status: 'recorded' as const };
  });
}
