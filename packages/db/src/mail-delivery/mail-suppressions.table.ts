import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';

/**
 * Issue 27: addresses the product no longer mails in bulk (the newsletter, notification e-mail). Kept by the
 * SHA-256 of the lower-cased address, not the address itself: the list must outlive the subscription (an address
 * that bounced or complained stays suppressed after its subscriber row is gone), and a hash is enough to check
 * an address against it without keeping the address of someone who asked to be forgotten.
 *
 * reason: bounce (a permanent SMTP failure or a bounce report), complaint (marked as spam, reported by the
 * provider's feedback loop), unsubscribe (left every newsletter at once), manual (an operator's decision).
 */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    addressHash: text('address_hash').primaryKey(),
    reason: text('reason').notNull(),
    /** What reported it (an SMTP reply, a DSN's Status and Diagnostic-Code), for the operator; no address. */
    detail: text('detail'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'mail_suppressions_reason_check',
      sql`${t.reason} IN ('bounce', 'complaint', 'unsubscribe', 'manual')`,
    ),
  ],
);
