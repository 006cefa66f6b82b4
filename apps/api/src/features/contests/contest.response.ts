/**
 * The answer of the contests calls, built from a row, the time and the spec §3 feature flags.
 */
import type { ContestRow } from '@happenings/db/contests';
import type { LOCATION_SLUGS } from '@happenings/domain/locations';
import type { FeatureFlags } from '@happenings/domain/schemas';
import { contestPhase } from './contest-timing.ts';
import type { ContestResponse } from './contests.schemas.ts';

export function toContestResponse(
  row: ContestRow,
  context: { now: number; flags: FeatureFlags },
): ContestResponse {
  const phase = contestPhase(row, context.now);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    location: row.locationSlug as (typeof LOCATION_SLUGS)[number] | null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    rules: row.rules,
    prize: row.prize,
    timing: phase === 'ended' ? 'PAST' : 'FUTURE',
    isActive: phase === 'running',
    // The product runs one contest at a time; the flags of spec §3 are named after it and switch it over by hand
    // (e.g. winners announced before the end date), never the other way round.
    showAsCompleted: phase === 'ended' || context.flags.showNoahContestAsCompleted,
    showWebPage: context.flags.showNoahContestWebPage,
  };
}
