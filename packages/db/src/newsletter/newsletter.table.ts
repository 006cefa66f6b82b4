import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { instant } from '../columns/timestamps.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';

/**
 * spec §2 /newsletter and /{location}/newsletter sign-ups; one row per e-mail and location. Double opt-in: a row
 * is pending until the address follows the link mailed to it (confirmed_at); only confirmed rows that are not
 * unsubscribed receive the newsletter.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: idColumn(),
    email: text('email').notNull(),
    locationSlug: text('location_slug').references(() => locations.slug, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source'),
    subscribedAt: instant('subscribed_at').notNull().defaultNow(),
    confirmedAt: instant('confirmed_at'),
    unsubscribedAt: instant('unsubscribed_at'),
  },
  (t) => [
    // The newsletter's recipients for one location (listNewsletterRecipients).
    index('newsletter_subscribers_recipients_idx')
      .on(t.locationSlug)
      .where(sql`${t.confirmedAt} IS NOT NULL AND ${t.unsubscribedAt} IS NULL`),
    // coalesce: a site-wide subscription (no location) is unique too, NULLs being distinct in a unique index.
    uniqueIndex('newsletter_subscribers_email_location_idx').on(
      sql`lower(${t.email})`,
      sql`coalesce(${t.locationSlug}, '')`,
    ),
  ],
);

/**
 * spec §7 POST /api/next/region-interest (email): people asking for a region the product does not cover yet.
 */
export const regionInterest = pgTable(
  'region_interest',
  {
    id: idColumn(),
    email: text('email').notNull(),
    region: text('region').notNull().default(''),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('region_interest_email_region_idx').on(sql`lower(${t.email})`, t.region)],
);
