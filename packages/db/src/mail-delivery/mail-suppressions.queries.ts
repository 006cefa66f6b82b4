import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';

export const SUPPRESSION_REASONS = ['bounce', 'complaint', 'unsubscribe', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** The key of an address in mail_suppressions: SHA-256 (hex) of the trimmed, lower-cased address. */
export function hashAddress(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

/** The same key computed by the database from a column or expression holding an address (for joins). */
export function addressHashSql(email: SQL): SQL {
  return sql`encode(sha256(convert_to(lower(trim(${email})), 'UTF8')), 'hex')`;
}

/**
 * Suppresses addresses (one statement). A bounce, complaint or manual suppression replaces an earlier reason;
 * an unsubscribe never weakens one of those. Answers how many addresses were not suppressed before.
 */
export async function suppressAddresses(
  db: Database,
  options: { emails: readonly string[]; reason: SuppressionReason; detail?: string | null; now: Date },
): Promise<number> {
  const hashes = [...new Set(options.emails.map(hashAddress))];
  if (hashes.length === 0) return 0;
  const detail = options.detail ? options.detail.slice(0, 500) : null;
  const now = options.now.toISOString();
  const rows = await queryRows<{ inserted: boolean }>(
    db,
    sql`INSERT INTO mail_suppressions (address_hash, reason, detail, created_at, updated_at)
        SELECT hash, ${options.reason}, ${detail}, ${now}::timestamptz, ${now}::timestamptz
          FROM unnest(${sql.raw(`ARRAY[${hashes.map((hash) => `'${hash}'`).join(',')}]`)}::text[]) AS hash
        ON CONFLICT (address_hash) DO UPDATE
          SET reason = CASE WHEN excluded.reason = 'unsubscribe' THEN mail_suppressions.reason ELSE excluded.reason END,
              detail = CASE WHEN excluded.reason = 'unsubscribe' THEN mail_suppressions.detail ELSE excluded.detail END,
              updated_at = excluded.updated_at
        RETURNING (xmax = 0) AS inserted`,
  );
  return rows.filter((row) => row.inserted).length;
}

/** Removes an address's suppression for the given reasons (an operator's decision; a confirmed new sign-up). */
export async function liftSuppression(
  db: Database,
  options: { email: string; reasons: readonly SuppressionReason[] },
): Promise<boolean> {
  if (options.reasons.length === 0) return false;
  const rows = await queryRows<{ address_hash: string }>(
    db,
    sql`DELETE FROM mail_suppressions
        WHERE address_hash = ${hashAddress(options.email)}
          AND reason IN (${sql.join(
            options.reasons.map((reason) => sql`${reason}`),
            sql`, `,
          )})
        RETURNING address_hash`,
  );
  return rows.length > 0;
}

/** The suppression of each of these addresses that has one (lower-cased address → reason). */
export async function findSuppressions(
  db: Database,
  emails: readonly string[],
): Promise<Map<string, SuppressionReason>> {
  const byHash = new Map(emails.map((email) => [hashAddress(email), email.trim().toLowerCase()]));
  if (byHash.size === 0) return new Map();
  const rows = await queryRows<{ address_hash: string; reason: SuppressionReason }>(
    db,
    sql`SELECT address_hash, reason FROM mail_suppressions
        WHERE address_hash IN (${sql.join(
          [...byHash.keys()].map((hash) => sql`${hash}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [byHash.get(row.address_hash)!, row.reason]));
}
