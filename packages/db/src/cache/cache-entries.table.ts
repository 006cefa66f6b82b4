import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Cached values shared by every API process when the API runs on a server database without Redis: one row per
 * (namespace, key), expiring at `expires_at`; `used_at` orders the least recently used for eviction when a
 * namespace holds more than its policy's entries.
 */
export const cacheEntries = pgTable(
  'cache_entries',
  {
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.namespace, table.key] }),
    index('cache_entries_namespace_used_idx').on(table.namespace, table.usedAt),
  ],
);
