import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { rateLimits } from './rate-limits.table.ts';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the current window started, epoch ms. */
  windowStart: number;
}

/**
 * Counts one request (or `cost` units) against `key` in a fixed window of `windowMs`, atomically (one upsert), so
 * every server process sharing the database sees the same counter.
 */
export async function hitRateLimit(
  db: Database,
  options: { key: string; windowMs: number; now: number; cost?: number },
): Promise<RateLimitHit> {
  const { key, windowMs, now } = options;
  const cost = options.cost ?? 1;
  const rows = await queryRows<{ count: number; last_request: string | number }>(
    db,
    sql`INSERT INTO ${rateLimits} (key, count, last_request) VALUES (${key}, ${cost}, ${now})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN ${rateLimits.lastRequest} <= ${now - windowMs} THEN ${cost}
                       ELSE ${rateLimits.count} + ${cost} END,
          last_request = CASE WHEN ${rateLimits.lastRequest} <= ${now - windowMs} THEN ${now}
                              ELSE ${rateLimits.lastRequest} END
        RETURNING count, last_request`,
  );
  const row = rows[0]!;
  return { count: Number(row.count), windowStart: Number(row.last_request) };
}
