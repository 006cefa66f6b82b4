import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { sessions } from '../auth/auth.table.ts';
import { enumCheck } from '../columns/enum-check.ts';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/** The platforms the companion app runs on (Expo: iOS, Android and the web build). */
export const PUSH_PLATFORMS = ['ios', 'android', 'web'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/**
 * The phones (and browsers) the companion app registered for push notifications, by their Expo push token.
 * A token names one installation of the app, so it belongs to one account at a time (the primary key): it passes
 * to whoever signs in on that installation next once the sign-in that registered it has ended. An account's devices go with it (cascade).
 *
 * A registration also names the sign-in (session) it was made with, and ends with it: signing out on the phone,
 * a password reset ending the account's other sessions, or an account deleted all stop the pushes to that phone in
 * the same statement, whether or not the app could say so itself (its token no longer works once signed out).
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    token: text('token').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session the app was signed in with when it registered; the row goes when the session does. */
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The app's latest registration of the token (each start while signed in): the oldest is dropped first. */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('push_devices_platform_check', t.platform, PUSH_PLATFORMS),
    // An account's devices, newest first: the push job's lookup and the per-account cap.
    index('push_devices_user_idx').on(t.userId, t.lastSeenAt.desc()),
    // A session's devices, for the cascade of each sign-out.
    index('push_devices_session_idx').on(t.sessionId),
  ],
);
