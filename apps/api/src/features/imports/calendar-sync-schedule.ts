/**
 * When a connected calendar is fetched next (issue 26 Kept in sync: hourly by default, per-feed back-off on errors).
 * A feed that keeps failing is asked less and less often, doubling from the usual interval up to a day, so a dead
 * server is not hammered and a host's typo costs little; one success brings it back to the usual interval.
 */
export const MAX_BACKOFF_MS = 24 * 60 * 60_000;

/** The wait after a run: the interval, or after `failureCount` failures in a row interval × 2^failures (≤ a day). */
export function nextSyncDelay(options: { intervalMs: number; failureCount: number }): number {
  if (options.failureCount <= 0) return options.intervalMs;
  const doubled = options.intervalMs * 2 ** Math.min(options.failureCount, 16);
  return Math.min(Math.max(doubled, options.intervalMs), Math.max(MAX_BACKOFF_MS, options.intervalMs));
}
