/**
 * The companion app's push registrations: registered on each start while signed in, removed on sign-out (with the
 * session they were made with), taken by whoever signs in next on the same installation once that has happened,
 * dropped when Expo says the app is gone (DeviceNotRegistered), and capped per account so a script cannot make an
 * account's rows grow without end.
 *
 * Reads push_devices_user_idx (user_id, last_seen_at DESC): an account's devices, newest first.
 */
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { sessions } from '../auth/auth.table.ts';
import type { Database } from '../client/database.ts';
import { type PushPlatform, pushDevices } from './push-devices.table.ts';

export type PushDeviceRow = typeof pushDevices.$inferSelect;

export interface RegisterPushDeviceOptions {
  userId: string;
  /** The session the app registers with: signing it out removes the registration. */
  sessionId: string;
  token: string;
  platform: PushPlatform;
  now: Date;
  /** Devices an account keeps: beyond it the ones the app registered least recently are dropped. */
  maxPerUser: number;
}

/**
 * Registers `token` to `userId` (again: the same call any number of times leaves one row, now under `sessionId`).
 * A token another account holds moves only once the sign-in it was registered with has ended (signed out, which
 * deletes the row, or run out): an Expo token proves nothing about who holds the phone, so an account that
 * learnt another's token must not take its pushes, nor hand it its own. Answers 'in-use' (nothing written) then.
 */
export async function registerPushDevice(
  db: Database,
  options: RegisterPushDeviceOptions,
): Promise<'registered' | 'in-use'> {
  const { userId, sessionId, token, platform, now, maxPerUser } = options;
  return db.transaction(async (tx) => {
    const written = await tx
      .insert(pushDevices)
      .values({ token, userId, sessionId, platform, createdAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: pushDevices.token,
        set: {
          createdAt: sql`CASE WHEN ${pushDevices.userId} = EXCLUDED.user_id THEN ${pushDevices.createdAt}
                              ELSE EXCLUDED.created_at END`,
          userId: sql`EXCLUDED.user_id`,
          sessionId: sql`EXCLUDED.session_id`,
          platform: sql`EXCLUDED.platform`,
          lastSeenAt: sql`EXCLUDED.last_seen_at`,
        },
        setWhere: sql`${pushDevices.userId} = EXCLUDED.user_id OR NOT EXISTS (
          SELECT 1 FROM ${sessions} WHERE ${sessions.id} = ${pushDevices.sessionId} AND ${sessions.expiresAt} > ${now})`,
      })
      .returning({ token: pushDevices.token });
    if (written.length === 0) return 'in-use';
    const beyondCap = tx
      .select({ token: pushDevices.token })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId))
      .orderBy(desc(pushDevices.lastSeenAt), desc(pushDevices.token))
      .offset(maxPerUser);
    await tx
      .delete(pushDevices)
      .where(and(eq(pushDevices.userId, userId), inArray(pushDevices.token, beyondCap)));
    return 'registered';
  });
}

/** Removes the caller's own registration of `token`; false when they hold no such token (another's stays). */
export async function unregisterPushDevice(
  db: Database,
  options: { userId: string; token: string },
): Promise<boolean> {
  const removed = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.token, options.token), eq(pushDevices.userId, options.userId)))
    .returning({ token: pushDevices.token });
  return removed.length > 0;
}

/**
 * An account's devices, the most recently registered first. With `signedInAt`, only those whose session is still
 * live then: an app whose session ran out shows its person signed out, and is not pushed to until they sign in.
 */
export async function listPushDevices(
  db: Database,
  userId: string,
  options: { signedInAt?: Date } = {},
): Promise<PushDeviceRow[]> {
  const rows = await db
    .select({ device: pushDevices })
    .from(pushDevices)
    .innerJoin(sessions, eq(sessions.id, pushDevices.sessionId))
    .where(
      and(
        eq(pushDevices.userId, userId),
        options.signedInAt ? gt(sessions.expiresAt, options.signedInAt) : undefined,
      ),
    )
    .orderBy(desc(pushDevices.lastSeenAt), desc(pushDevices.token));
  return rows.map((row) => row.device);
}

/**
 * Drops tokens Expo no longer delivers to (DeviceNotRegistered: the app was uninstalled or its token replaced).
 * A token registered again since `seenBefore` is kept: the app came back after the push was sent.
 */
export async function removePushDevices(
  db: Database,
  options: { tokens: readonly string[]; seenBefore: Date },
): Promise<number> {
  if (options.tokens.length === 0) return 0;
  const removed = await db
    .delete(pushDevices)
    .where(
      and(inArray(pushDevices.token, [...options.tokens]), lte(pushDevices.lastSeenAt, options.seenBefore)),
    )
    .returning({ token: pushDevices.token });
  return removed.length;
}
