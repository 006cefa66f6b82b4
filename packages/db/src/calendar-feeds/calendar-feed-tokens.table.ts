import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { collections } from '../collections/collections.table.ts';
import { enumCheck } from '../columns/enum-check.ts';
import { idColumn } from '../columns/id.ts';
import { instant } from '../columns/timestamps.ts';
import { users } from '../users/users.table.ts';

/** What a secret feed address shows: the owner's interests, or one of their private collections (issue 26). */
export const CALENDAR_FEED_SCOPES = ['interested', 'collection'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];

/**
 * The secret addresses of private calendar feeds (issue 26 Subscribe). Calendar apps fetch a feed without
 * signing in, so the address itself is the credential: only the SHA-256 of its secret is kept, a copy of the
 * database gives no working address. One address per scope: making a new one replaces the row (the old address
 * then answers 404), revoking deletes it. They go with their account or collection (cascade).
 */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    collectionId: text('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('calendar_feed_tokens_scope_check', t.scope, CALENDAR_FEED_SCOPES),
    check(
      'calendar_feed_tokens_collection_check',
      sql`(${t.scope} = 'collection') = (${t.collectionId} IS NOT NULL)`,
    ),
    // Every fetch of a private feed looks its secret up here.
    uniqueIndex('calendar_feed_tokens_hash_idx').on(t.tokenHash),
    // One address per account for its interests, one per private collection.
    uniqueIndex('calendar_feed_tokens_interested_idx').on(t.userId).where(sql`${t.scope} = 'interested'`),
    uniqueIndex('calendar_feed_tokens_collection_idx').on(t.collectionId),
    index('calendar_feed_tokens_user_idx').on(t.userId),
  ],
);
