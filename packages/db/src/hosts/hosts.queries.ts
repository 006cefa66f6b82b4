/**
 * Hosts (organisers) for experience writes and responses: who may act for a host, and host summaries.
 */
import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { hosts } from './hosts.table.ts';

export type HostRow = typeof hosts.$inferSelect;

/** The hosts with these ids, in one query, keyed by id. */
export async function listHostsByIds(db: Database, ids: readonly string[]): Promise<Map<string, HostRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(hosts).where(inArray(hosts.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** True when the user may act for the host: its owner (hosts have one owner; spec §1 "a host or user"). */
export function canActForHost(host: Pick<HostRow, 'ownerId'> | null | undefined, userId: string): boolean {
  return !!host && host.ownerId === userId;
}

/** The host with this slug (its unique index), or null. */
export async function findHostBySlug(db: Database, slug: string): Promise<HostRow | null> {
  const rows = await db.select().from(hosts).where(eq(hosts.slug, slug)).limit(1);
  return rows[0] ?? null;
}

/** A page of hosts by id, after `afterId` (the primary key), for the sitemap. */
export async function listHostsPage(
  db: Database,
  options: { afterId: string | null; limit: number },
): Promise<HostRow[]> {
  return db
    .select()
    .from(hosts)
    .where(options.afterId ? gt(hosts.id, options.afterId) : undefined)
    .orderBy(asc(hosts.id))
    .limit(options.limit);
}
