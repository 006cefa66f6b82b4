import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { addressHashSql } from './mail-suppressions.queries.ts';

export type NewsletterDeliveryStatus = 'queued' | 'sent' | 'failed' | 'skipped';

/** Subscribers of newsletter_subscribers `s` who may receive an issue now: confirmed, subscribed, not suppressed. */
const isDeliverable = sql`s.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM mail_suppressions m WHERE m.address_hash = ${addressHashSql(sql`s.email`)})`;

export interface NewsletterDeliveryPlan {
  recipients: number;
  /** Batches numbered 0 … batches - 1. */
  batches: number;
}

/**
 * Fixes who receives an issue: the location's deliverable subscribers of this moment (null: the site-wide list),
 * one queued row each with its Message-ID (`<newsletter.{issue}.{subscriber}@{domain}>`), numbered into batches of
 * `batchSize` in subscriber order. Done once per issue: when rows exist already (a retried start) they are kept
 * as they are and counted, so the batches never shift under jobs already sent.
 */
export async function planNewsletterDeliveries(
  db: Database,
  options: {
    issueId: string;
    locationSlug: string | null;
    /** Also the site-wide list (subscribers who picked no city): the default location's issue is theirs. */
    includeSiteWide?: boolean;
    batchSize: number;
    messageIdDomain: string;
  },
): Promise<NewsletterDeliveryPlan> {
  const { issueId, batchSize } = options;
  if (!Number.isInteger(batchSize) || batchSize <= 0) throw new Error('Invalid batch size');
  const existing = await countPlan(db, issueId);
  if (existing.recipients > 0) return existing;
  const location =
    options.locationSlug === null
      ? sql`s.location_slug IS NULL`
      : options.includeSiteWide
        ? sql`(s.location_slug = ${options.locationSlug} OR s.location_slug IS NULL)`
        : sql`s.location_slug = ${options.locationSlug}`;
  await db.execute(
    sql`INSERT INTO newsletter_deliveries (issue_id, subscriber_id, batch, email, message_id)
        SELECT ${issueId}, s.id, ((row_number() OVER (ORDER BY s.id)) - 1) / ${batchSize}, s.email,
               '<newsletter.' || ${issueId} || '.' || s.id || '@' || ${options.messageIdDomain} || '>'
          FROM newsletter_subscribers s
         WHERE ${location} AND ${isDeliverable}
        ON CONFLICT DO NOTHING`,
  );
  return countPlan(db, issueId);
}

async function countPlan(db: Database, issueId: string): Promise<NewsletterDeliveryPlan> {
  const [row] = await queryRows<{ recipients: number; batches: number }>(
    db,
    sql`SELECT count(*)::int AS recipients, coalesce(max(batch) + 1, 0)::int AS batches
          FROM newsletter_deliveries WHERE issue_id = ${issueId}`,
  );
  return { recipients: row?.recipients ?? 0, batches: row?.batches ?? 0 };
}

export interface QueuedDelivery {
  subscriberId: string;
  email: string;
  messageId: string;
  attempts: number;
  /** The subscription's location, for the links of its footer. */
  locationSlug: string | null;
  userId: string | null;
}

/**
 * The rows of one batch still owed, in order. First marks skipped those whose subscriber left, was never confirmed
 * or is suppressed since the plan was made: they get nothing. Reads newsletter_deliveries' primary key prefix.
 */
export async function listQueuedDeliveries(
  db: Database,
  options: { issueId: string; batch: number; now: Date },
): Promise<QueuedDelivery[]> {
  const { issueId, batch } = options;
  await db.execute(
    sql`UPDATE newsletter_deliveries d SET status = 'skipped', updated_at = ${options.now.toISOString()}::timestamptz
        WHERE d.issue_id = ${issueId} AND d.batch = ${batch} AND d.status = 'queued'
          AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers s WHERE s.id = d.subscriber_id AND ${isDeliverable})`,
  );
  const rows = await queryRows<{
    subscriber_id: string;
    email: string;
    message_id: string;
    attempts: number;
    location_slug: string | null;
    user_id: string | null;
  }>(
    db,
    sql`SELECT d.subscriber_id, d.email, d.message_id, d.attempts, s.location_slug, s.user_id
          FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
         WHERE d.issue_id = ${issueId} AND d.batch = ${batch} AND d.status = 'queued'
         ORDER BY d.subscriber_id`,
  );
  return rows.map((row) => ({
    subscriberId: row.subscriber_id,
    email: row.email,
    messageId: row.message_id,
    attempts: Number(row.attempts),
    locationSlug: row.location_slug,
    userId: row.user_id,
  }));
}

/**
 * Records a message as sent, if it was still owed: right after the SMTP server took it (mail/bulk-smtp.ts). False
 * when another run had recorded it first (the message went out twice, under one Message-ID).
 */
export async function claimDelivery(
  db: Database,
  options: { issueId: string; subscriberId: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Asynchronous commit: the record is visible to every other run at once, but this connection does not wait for
    // the WAL to reach the disk (one flush per message was most of a send's time). What it risks is a crash of the
    // database server itself within its WAL writer delay (~0.2 s), after which the last records are gone and those
    // few messages go out again, under the same Message-ID. A kill of the sending process risks nothing more.
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    const rows = await queryRows<{ subscriber_id: string }>(
      tx,
      sql`UPDATE newsletter_deliveries
             SET status = 'sent', attempts = attempts + 1, sent_at = ${options.now.toISOString()}::timestamptz,
                 updated_at = ${options.now.toISOString()}::timestamptz, last_error = NULL
           WHERE issue_id = ${options.issueId} AND subscriber_id = ${options.subscriberId} AND status = 'queued'
          RETURNING subscriber_id`,
    );
    return rows.length > 0;
  });
}

/**
 * A try failed: permanently (the row is failed) or for now (queued again, for the batch's next run). A failure
 * after a record (a run that recorded it, then failed) puts it back without counting the try twice.
 */
export async function recordDeliveryFailure(
  db: Database,
  options: { issueId: string; subscriberId: string; error: string; isPermanent: boolean; now: Date },
): Promise<void> {
  await db.execute(
    sql`UPDATE newsletter_deliveries
           SET status = ${options.isPermanent ? 'failed' : 'queued'},
               attempts = attempts + CASE WHEN status = 'sent' THEN 0 ELSE 1 END,
               sent_at = NULL, last_error = ${options.error.slice(0, 500)},
               updated_at = ${options.now.toISOString()}::timestamptz
         WHERE issue_id = ${options.issueId} AND subscriber_id = ${options.subscriberId}`,
  );
}

/** The batch's last run gave up: what is still owed is failed. Answers how many. */
export async function failQueuedDeliveries(
  db: Database,
  options: { issueId: string; batch: number; now: Date },
): Promise<number> {
  const rows = await queryRows<{ subscriber_id: string }>(
    db,
    sql`UPDATE newsletter_deliveries SET status = 'failed', updated_at = ${options.now.toISOString()}::timestamptz
         WHERE issue_id = ${options.issueId} AND batch = ${options.batch} AND status = 'queued'
        RETURNING subscriber_id`,
  );
  return rows.length;
}

export type NewsletterDeliveryCounts = Record<NewsletterDeliveryStatus, number> & { total: number };

/** How an issue's sending stands (the back office, the job that closes an issue once nothing is queued). */
export async function countNewsletterDeliveries(
  db: Database,
  issueId: string,
): Promise<NewsletterDeliveryCounts> {
  const rows = await queryRows<{ status: NewsletterDeliveryStatus; count: number }>(
    db,
    sql`SELECT status, count(*)::int AS count FROM newsletter_deliveries WHERE issue_id = ${issueId} GROUP BY status`,
  );
  const counts: NewsletterDeliveryCounts = { queued: 0, sent: 0, failed: 0, skipped: 0, total: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.count);
    counts.total += Number(row.count);
  }
  return counts;
}

/** Issues being sent (newsletter_issues.status = 'sending'), oldest first: the sender looks after each. */
export async function listSendingNewsletterIssues(
  db: Database,
): Promise<Array<{ id: string; locationSlug: string }>> {
  const rows = await queryRows<{ id: string; location_slug: string }>(
    db,
    sql`SELECT id, location_slug FROM newsletter_issues WHERE status = 'sending' ORDER BY sending_at, id`,
  );
  return rows.map((row) => ({ id: row.id, locationSlug: row.location_slug }));
}
