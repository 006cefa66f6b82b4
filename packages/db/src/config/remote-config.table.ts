import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';

/**
 * spec §3 remote config store: feature flags (showNoahContestAsCompleted, showNoahContestWebPage) and other
 * values the clients read at start-up, one JSON value per key.
 */
export const remoteConfig = pgTable('remote_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  description: text('description'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
