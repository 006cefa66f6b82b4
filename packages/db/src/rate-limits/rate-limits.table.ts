import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';

/**
 * Rate-limit counters shared by every server process. Shaped as better-auth's `rateLimit` model (key, count,
 * lastRequest in epoch ms) so its `rateLimit.storage: 'database'` can use it; the API's own limiter uses the same
 * rows with its own key prefixes.
 */
export const rateLimits = pgTable('rate_limits', {
  id: idColumn(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull().default(0),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
