import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';

export type NewsletterSubscriptionStatus = 'pending' | 'confirmed';

export interface NewsletterSubscription {
  id: string;
  email: string;
  locationSlug: string | null;
  status: NewsletterSubscriptionStatus;
}

type SubscriptionRow = {
  id: string;
  email: string;
  location_slug: string | null;
  confirmed: boolean;
};

const toSubscription = (row: SubscriptionRow): NewsletterSubscription => ({
  id: row.id,
  email: row.email,
  locationSlug: row.location_slug,
  status: row.confirmed ? 'confirmed' : 'pending',
});

/**
 * Asks for a location's newsletter (spec §2 /newsletter, /{location}/newsletter). Double opt-in: a new address,
 * or one that had unsubscribed, is pending until confirmNewsletterSubscription; asking again for a pending or
 * confirmed address changes nothing. `confirmedAt` confirms at once, for an address already proven (a signed-in
 * user's verified e-mail). A location that is not in the locations table is stored as a site-wide subscription.
 */
export async function subscribeToNewsletter(
  db: Database,
  options: {
    email: string;
    locationSlug: string | null;
    userId?: string | null;
    source?: string | null;
    confirmedAt?: Date | null;
  },
): Promise<NewsletterSubscription> {
  const confirmedAt = options.confirmedAt ? options.confirmedAt.toISOString() : null;
  const rows = await queryRows<SubscriptionRow>(
    db,
    sql`INSERT INTO newsletter_subscribers (email, location_slug, user_id, source, confirmed_at)
        VALUES (${options.email}, (SELECT slug FROM locations WHERE slug = ${options.locationSlug}),
                ${options.userId ?? null}, ${options.source ?? null}, ${confirmedAt}::timestamptz)
        ON CONFLICT (lower(email), coalesce(location_slug, '')) DO UPDATE
          SET user_id = coalesce(newsletter_subscribers.user_id, excluded.user_id),
              -- An unsubscribed address asked for again starts over: its earlier consent was withdrawn.
              subscribed_at = CASE WHEN newsletter_subscribers.unsubscribed_at IS NULL
                                   THEN newsletter_subscribers.subscribed_at ELSE excluded.subscribed_at END,
              confirmed_at = coalesce(
                CASE WHEN newsletter_subscribers.unsubscribed_at IS NULL THEN newsletter_subscribers.confirmed_at END,
                excluded.confirmed_at),
              unsubscribed_at = NULL
        RETURNING id, email, location_slug, confirmed_at IS NOT NULL AS confirmed`,
  );
  const row = rows[0];
  if (!row) throw new Error('newsletter subscription upsert returned no row');
  return toSubscription(row);
}

/**
 * The address followed its confirmation link: the subscription counts from now on. Null when it no longer
 * exists or was unsubscribed since (a later sign-up sends a new link). Confirming twice keeps the first time.
 */
export async function confirmNewsletterSubscription(
  db: Database,
  options: { id: string; now: Date },
): Promise<NewsletterSubscription | null> {
  const rows = await queryRows<SubscriptionRow>(
    db,
    sql`UPDATE newsletter_subscribers
        SET confirmed_at = coalesce(confirmed_at, ${options.now.toISOString()}::timestamptz)
        WHERE id = ${options.id} AND unsubscribed_at IS NULL
        RETURNING id, email, location_slug, true AS confirmed`,
  );
  return rows[0] ? toSubscription(rows[0]) : null;
}

/**
 * The unsubscribe link of one subscription (no sign-in needed). Idempotent: an already unsubscribed row keeps
 * its first time. Null when the row does not exist.
 */
export async function unsubscribeNewsletterSubscription(
  db: Database,
  options: { id: string; now: Date },
): Promise<{ email: string; locationSlug: string | null } | null> {
  const rows = await queryRows<{ email: string; location_slug: string | null }>(
    db,
    sql`UPDATE newsletter_subscribers
        SET unsubscribed_at = coalesce(unsubscribed_at, ${options.now.toISOString()}::timestamptz)
        WHERE id = ${options.id}
        RETURNING email, location_slug`,
  );
  const row = rows[0];
  return row ? { email: row.email, locationSlug: row.location_slug } : null;
}

/**
 * Who receives a location's newsletter (null: the site-wide one): confirmed subscriptions that are not
 * unsubscribed, nothing pending. Reads newsletter_subscribers_recipients_idx.
 */
export async function listNewsletterRecipients(
  db: Database,
  options: { locationSlug: string | null },
): Promise<Array<{ id: string; email: string }>> {
  return queryRows<{ id: string; email: string }>(
    db,
    sql`SELECT id, email FROM newsletter_subscribers
        WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL
          AND ${options.locationSlug === null ? sql`location_slug IS NULL` : sql`location_slug = ${options.locationSlug}`}
        ORDER BY email, id`,
  );
}

/**
 * The newsletter subscriptions of one address, one row per location it ever asked for (the manage page and
 * /account/edit show each city's state): active rows are pending or confirmed, ended ones unsubscribed.
 */
export async function listNewsletterSubscriptionsOfEmail(
  db: Database,
  options: { email: string },
): Promise<Array<{ locationSlug: string | null; status: NewsletterSubscriptionStatus | 'unsubscribed' }>> {
  const rows = await queryRows<{
    location_slug: string | null;
    status: NewsletterSubscriptionStatus | 'unsubscribed';
  }>(
    db,
    sql`SELECT location_slug,
               CASE WHEN unsubscribed_at IS NOT NULL THEN 'unsubscribed'
                    WHEN confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'pending' END AS status
        FROM newsletter_subscribers WHERE lower(email) = lower(${options.email})
        ORDER BY location_slug NULLS FIRST`,
  );
  return rows.map((row) => ({ locationSlug: row.location_slug, status: row.status }));
}

/** The address of one subscription (a signed manage link names a subscription), or null when it is gone. */
export async function findNewsletterSubscriptionEmail(
  db: Database,
  options: { id: string },
): Promise<string | null> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`SELECT email FROM newsletter_subscribers WHERE id = ${options.id}`,
  );
  return rows[0]?.email ?? null;
}

/** Marks every subscription of the address (or of one location) as unsubscribed. */
export async function unsubscribeFromNewsletter(
  db: Database,
  options: { email: string; locationSlug?: string | null; now: Date },
): Promise<void> {
  await db.execute(
    sql`UPDATE newsletter_subscribers SET unsubscribed_at = ${options.now.toISOString()}::timestamptz
        WHERE lower(email) = lower(${options.email}) AND unsubscribed_at IS NULL
          ${options.locationSlug ? sql`AND location_slug = ${options.locationSlug}` : sql``}`,
  );
}

/**
 * spec §7 POST /users/email-marketing: the user's marketing e-mail choice, kept on their profile (created when
 * missing). Returns the stored value.
 */
export async function setEmailMarketing(
  db: Database,
  options: { userId: string; subscribed: boolean; now: Date },
): Promise<boolean> {
  const rows = await queryRows<{ accepts_email_marketing: boolean }>(
    db,
    sql`INSERT INTO profiles (user_id, accepts_email_marketing) VALUES (${options.userId}, ${options.subscribed})
        ON CONFLICT (user_id) DO UPDATE
          SET accepts_email_marketing = excluded.accepts_email_marketing,
              updated_at = ${options.now.toISOString()}::timestamptz
        RETURNING accepts_email_marketing`,
  );
  return rows[0]?.accepts_email_marketing === true;
}

/**
 * spec §7 POST /api/next/region-interest: someone asks for a region the app does not cover yet. Idempotent per
 * address and region; `created` is false for a repeat.
 */
export async function recordRegionInterest(
  db: Database,
  options: { email: string; region: string },
): Promise<{ created: boolean }> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO region_interest (email, region) VALUES (${options.email}, ${options.region})
        ON CONFLICT (lower(email), region) DO NOTHING RETURNING id`,
  );
  return { created: rows.length > 0 };
}
