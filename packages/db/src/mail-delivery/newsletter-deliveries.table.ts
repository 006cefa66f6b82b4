import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';
import { newsletterSubscribers } from '../newsletter/newsletter.table.ts';
import { newsletterIssues } from '../newsletter/newsletter-issues.table.ts';

/**
 * Issue 27 "sending that survives anything": one row per newsletter issue and subscriber, written when the issue
 * starts sending (the recipients of that moment, split into numbered batches), so that every batch job knows whom
 * it owes the issue and which of them already have it. The Message-ID is fixed here, before any attempt: every
 * attempt for one person carries the same one.
 *
 * status: queued (owed) → sent (committed just before the message's final dot, see mail/bulk-smtp.ts) or failed
 * (refused for good: 5xx, or temporary failures past the retries) or skipped (unsubscribed, unconfirmed or
 * suppressed by the time its batch ran).
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: text('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    batch: integer('batch').notNull(),
    email: text('email').notNull(),
    messageId: text('message_id').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    // A batch job reads its rows (listBatchDeliveries).
    index('newsletter_deliveries_batch_idx').on(t.issueId, t.batch),
    check('newsletter_deliveries_status_check', sql`${t.status} IN ('queued', 'sent', 'failed', 'skipped')`),
  ],
);
