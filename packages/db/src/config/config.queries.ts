import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { featureTags } from './feature-tags.table.ts';
import { remoteConfig } from './remote-config.table.ts';

/** Every remote-config value by key (spec §3 remote config store). */
export async function listRemoteConfig(db: Database): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: remoteConfig.key, value: remoteConfig.value }).from(remoteConfig);
  return new Map(rows.map((row) => [row.key, row.value]));
}

export type FeatureTagRow = typeof featureTags.$inferSelect;

/** Active feature tags, site-wide ones and (when given) those of one location, in display order. */
export function listActiveFeatureTags(db: Database, locationSlug?: string): Promise<FeatureTagRow[]> {
  return db
    .select()
    .from(featureTags)
    .where(
      and(
        eq(featureTags.isActive, true),
        locationSlug === undefined
          ? undefined
          : or(isNull(featureTags.locationSlug), eq(featureTags.locationSlug, locationSlug)),
      ),
    )
    .orderBy(asc(featureTags.position), asc(featureTags.slug));
}
