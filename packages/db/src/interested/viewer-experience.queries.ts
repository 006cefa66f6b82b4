/**
 * What a signed-in reader's answer about one experience adds to the public one, in one round trip of two primary-key
 * probes: whether they marked it, and whether they own its host (then they may edit it and see more than the public
 * answer, so the API builds theirs in full).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { hosts } from '../hosts/hosts.table.ts';
import { interested } from './interested.table.ts';

export async function readViewerOfExperience(
  db: Database,
  options: { userId: string; experienceId: string; hostId: string | null },
): Promise<{ isInterested: boolean; ownsHost: boolean }> {
  const ownsHost = options.hostId
    ? sql`EXISTS (SELECT 1 FROM ${hosts} WHERE ${hosts.id} = ${options.hostId} AND ${hosts.ownerId} = ${options.userId})`
    : sql`false`;
  const [row] = await queryRows<{ is_interested: boolean; owns_host: boolean }>(
    db,
    sql`
    SELECT EXISTS (
        SELECT 1 FROM ${interested}
        WHERE ${interested.userId} = ${options.userId} AND ${interested.itemType} = 'experience'
          AND ${interested.itemId} = ${options.experienceId}
      ) AS is_interested,
      ${ownsHost} AS owns_host`,
  );
  return { isInterested: row?.is_interested === true, ownsHost: row?.owns_host === true };
}
