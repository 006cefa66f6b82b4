import { rateLimits } from '../rate-limits/rate-limits.table.ts';
import { users } from '../users/users.table.ts';
import { accounts, sessions, verifications } from './auth.table.ts';

/**
 * The tables under better-auth's model names, to pass as `drizzleAdapter(db, { provider: 'pg', schema })`.
 * Our tables are plural (users, sessions, ...); better-auth asks for `user`, `session`, ...
 */
export const authSchema = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  rateLimit: rateLimits,
};
