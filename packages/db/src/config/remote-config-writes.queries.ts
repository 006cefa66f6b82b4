/**
 * An admin switches the spec §3 feature flags (issue 23 curation): each flag is its own key of remote_config (the
 * one the readers let win over the grouped 'featureFlags' key), written in one transaction with the audit row
 * SET_FEATURE_FLAGS naming the flags that changed, before and after.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { recordStaffAction } from '../staff/staff-actions.queries.ts';
import { remoteConfig } from './remote-config.table.ts';

/**
 * Sets each of `values` (flag name → on or off). `current` reads the flags as the clients see them (grouped key
 * and defaults included) from the locked rows, so "before" is what people saw. Returns the flags that changed.
 */
export async function setRemoteConfigFlags(
  db: Database,
  options: {
    actorId: string;
    values: Record<string, boolean>;
    current: (values: Map<string, unknown>) => Record<string, boolean>;
    now: Date;
  },
): Promise<{ changed: string[] }> {
  return db.transaction(async (tx) => {
    // Every key the readers look at, locked so two admins switching at once apply one after the other.
    const rows = await tx
      .select({ key: remoteConfig.key, value: remoteConfig.value })
      .from(remoteConfig)
      .for('update');
    const before = options.current(new Map(rows.map((row) => [row.key, row.value])));
    const changed = Object.keys(options.values).filter((name) => before[name] !== options.values[name]);
    if (changed.length === 0) return { changed };
    await tx
      .insert(remoteConfig)
      .values(
        changed.map((key) => ({
          key,
          value: options.values[key],
          description: 'spec §3 feature flag',
          updatedAt: options.now,
        })),
      )
      .onConflictDoUpdate({
        target: remoteConfig.key,
        set: { value: sql`excluded.value`, updatedAt: options.now },
      });
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action: 'SET_FEATURE_FLAGS',
      targetType: 'REMOTE_CONFIG',
      targetId: 'featureFlags',
      before: Object.fromEntries(changed.map((name) => [name, before[name]])),
      after: Object.fromEntries(changed.map((name) => [name, options.values[name]])),
      at: options.now,
    });
    return { changed };
  });
}
