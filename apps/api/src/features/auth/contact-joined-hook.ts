/**
 * spec §3 CONTACT_JOINED_APP, produced where accounts come to life: better-auth's database hooks run this after a
 * user is created (phone sign-up and social sign-in arrive verified) and after a user is updated (an e-mail or a
 * phone number just verified). notifyContactsOfJoinedUser does the matching and notifies each person once.
 *
 * A failure here must not fail the sign-up or the verification that caused it: it is logged and dropped.
 */
import type { Database } from '@happenings/db/client';
import { notifyContactsOfJoinedUser } from '@happenings/db/contacts';

/**
 * An account counts as joining for this long after it is created: long enough to verify an e-mail late (the link
 * can be sent again), short enough that an old account verifying a new number does not "join" again.
 */
export const CONTACT_JOINED_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export async function notifyContactsWhenJoined(
  deps: { db: Database; clock: () => number },
  user: { id: string; emailVerified?: boolean | null; phoneNumberVerified?: boolean | null } | null,
): Promise<void> {
  if (!user || !(user.emailVerified || user.phoneNumberVerified)) return;
  try {
    await notifyContactsOfJoinedUser(deps.db, {
      userId: user.id,
      joinedSince: new Date(deps.clock() - CONTACT_JOINED_WINDOW_MS),
    });
  } catch (error) {
    console.error('CONTACT_JOINED_APP notifications failed', error);
  }
}
