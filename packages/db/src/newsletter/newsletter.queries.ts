import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';

/**
 * Subscribes an address to a location's newsletter (spec §2 /newsletter, /{location}/newsletter). Idempotent:
 * `created` is false when the address was already on the list (a former unsubscriber is subscribed again).
 * A location that is not in the locations table is stored as a site-wide subscription.
 */
export async function subscribeToNewsletter(
  db: Database,
  options: { email: string; locationSlug: string | null; userId?: string | null; source?: string | null },
): Promise<{ created: boolean }> {
  const rows = await queryRows<{ created: boolean }>(
    db,
    sql`INSERT INTO newsletter_subscribers (email, location_slug, user_id, source)
        VALUES (${options.email}, (SELECT slug FROM locations WHERE slug = ${options.locationSlug}),
                ${options.userId ?? null}, ${options.source ?? null})
        ON CONFLICT (lower(email), coalesce(location_slug, '')) DO UPDATE
          SET unsubscribed_at = NULL, user_id = coalesce(newsletter_subscribers.user_id, excluded.user_id)
        RETURNING (xmax = 0) AS created`,
  );
  return { created: rows[0]?.created === true };
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
