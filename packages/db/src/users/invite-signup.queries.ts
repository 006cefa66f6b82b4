import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { contestEntries } from '../contests/contests.table.ts';
import { follows } from '../follows/follows.table.ts';
import { createNotifications } from '../notifications/notifications.queries.ts';
import { profiles } from './profiles.table.ts';
import { users } from './users.table.ts';

export type InviteSignupResult =
  /** Recorded now: the new user follows the inviter and the inviter was notified. */
  | { status: 'recorded' }
  /** Already recorded with the same inviter: nothing changed. */
  | { status: 'unchanged' }
  /** The user joined through someone else's invite before; invites are recorded once. */
  | { status: 'other-inviter'; inviterId: string }
  /** The account was created before `joinedSince`: too old to claim an invite. */
  | { status: 'not-new' };

/**
 * spec §7 POST /users/invite-signup, in one transaction: records the inviter on the new user's profile (once, and
 * only for an account created at or after `joinedSince`, so invite credit on the leaderboard cannot be farmed
 * with old accounts; the conditional upsert makes concurrent calls safe), makes the new user follow the inviter
 * and notifies the inviter (JOINED_APP_BY_INVITE). The inviter follows nobody by it: following is their own act.
 *
 * With `contestId` (an invite made for a contest; the caller checks that it runs), the newcomer also enters the
 * contest as the inviter's invitee, which the contest's leaderboard counts, and the inviter is told about the
 * contest instead (JOINED_APP_BY_CONTEST_INVITE, subject CONTEST): one notification either way.
 */
export async function recordInviteSignup(
  db: Database,
  options: { userId: string; inviterId: string; joinedSince: Date; contestId?: string },
): Promise<InviteSignupResult> {
  const { userId, inviterId, joinedSince, contestId } = options;
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ user_id: string }>(
      tx,
      sql`INSERT INTO ${profiles} (user_id, invited_by_user_id)
          SELECT ${users.id}, ${inviterId}::text FROM ${users}
           WHERE ${users.id} = ${userId} AND ${users.createdAt} >= ${joinedSince.toISOString()}::timestamptz
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
      if (current === inviterId) return { status: 'unchanged' as const };
      if (current !== null) return { status: 'other-inviter' as const, inviterId: current };
      return { status: 'not-new' as const };
    }
    await tx.insert(follows).values({ followerId: userId, followeeId: inviterId }).onConflictDoNothing();
    if (contestId) {
      await tx
        .insert(contestEntries)
        .values({ contestId, userId, invitedById: inviterId })
        .onConflictDoNothing();
    }
    await createNotifications(tx, [
      contestId
        ? {
            recipientId: inviterId,
            actorId: userId,
            type: 'JOINED_APP_BY_CONTEST_INVITE',
            subjectType: 'CONTEST',
            subjectId: contestId,
          }
        : {
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
