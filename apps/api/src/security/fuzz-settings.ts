/**
 * The fuzzer's knobs, read from the environment of the test run (not the API's configuration, which env.ts owns):
 * FUZZ_SEED replays or varies a run, FUZZ_RUNS changes the number of requests.
 */
import { z } from 'zod';

/** The seed of a plain run, so that CI is deterministic and a failure there replays locally. */
export const DEFAULT_FUZZ_SEED = 20_260_601;

/** The floor for one CI run on PGlite: 10,000 requests. */
export const DEFAULT_FUZZ_REQUESTS = 10_000;

/** Fewest runs of one property, however many targets share the budget. */
export const MIN_RUNS_PER_PROPERTY = 20;

const settingsSchema = z.object({
  FUZZ_SEED: z.coerce.number().int().default(DEFAULT_FUZZ_SEED),
  FUZZ_RUNS: z.coerce.number().int().positive().default(DEFAULT_FUZZ_REQUESTS),
});

export interface FuzzSettings {
  seed: number;
  /** Requests to send in all, spread evenly over the properties. */
  totalRuns: number;
}

export function readFuzzSettings(env: Record<string, string | undefined>): FuzzSettings {
  const parsed = settingsSchema.parse({
    FUZZ_SEED: env.FUZZ_SEED || undefined,
    FUZZ_RUNS: env.FUZZ_RUNS || undefined,
  });
  return { seed: parsed.FUZZ_SEED, totalRuns: parsed.FUZZ_RUNS };
}

/** numRuns of each property: an even share of the total, never under the floor. */
export function runsPerProperty(settings: FuzzSettings, properties: number): number {
  return Math.max(MIN_RUNS_PER_PROPERTY, Math.ceil(settings.totalRuns / properties));
}

/** A seed per property, derived from the run's seed and the property's name, so each replays on its own. */
export function seedFor(settings: FuzzSettings, name: string): number {
  let hash = settings.seed | 0;
  for (let i = 0; i < name.length; i += 1) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash | 0;
}
