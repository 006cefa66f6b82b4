/**
 * Feature flags read from the remote configuration store (spec §3). A flag missing from the store is off.
 */
import { z } from 'zod';

export const featureFlagsSchema = z.object({
  showNoahContestAsCompleted: z.boolean().default(false),
  showNoahContestWebPage: z.boolean().default(false),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/** Every flag off: what clients use before the store answers or when it fails. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = featureFlagsSchema.parse({});
