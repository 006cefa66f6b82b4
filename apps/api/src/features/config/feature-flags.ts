/**
 * spec §3 remote config: the feature flags as the store holds them, read into one answer. GET /api/v1/config
 * answers it to every client, and the contest calls read it for a contest's display flags.
 */
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@happenings/domain/schemas';

/**
 * Flags come from the key 'featureFlags' (an object of flags) and from keys named after each flag; the latter win.
 * Anything that is not a boolean counts as off.
 */
export function readFeatureFlags(values: Map<string, unknown>): FeatureFlags {
  const grouped = values.get('featureFlags');
  const flags: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS };
  for (const name of Object.keys(flags) as (keyof FeatureFlags)[]) {
    const single = values.get(name);
    const fromGroup =
      grouped && typeof grouped === 'object' ? (grouped as Record<string, unknown>)[name] : undefined;
    const value = single ?? fromGroup;
    flags[name] = value === true;
  }
  return flags;
}
