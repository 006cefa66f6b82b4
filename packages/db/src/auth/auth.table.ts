import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { instant, timestamps } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/*
 * better-auth 1.7's tables besides `user` (which is our users table), written by hand because its CLI needs
 * Node 21+. Property names are better-auth's field names: its drizzle adapter maps fields by them.
 */

export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    expiresAt: instant('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * better-auth's admin plugin (auth.ts) declares this field and refuses to run without its column; it is written
     * only by the plugin's impersonation endpoints, which the API never serves, so it stays null.
     */
    impersonatedBy: text('impersonated_by'),
    ...timestamps(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** One row per sign-in method of a user: 'credential' (e-mail + password), 'google', 'apple', ... */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: instant('access_token_expires_at'),
    refreshTokenExpiresAt: instant('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

/** E-mail verification links, phone OTPs and the like: short-lived values keyed by identifier. */
export const verifications = pgTable(
  'verifications',
  {
    id: idColumn(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: instant('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
