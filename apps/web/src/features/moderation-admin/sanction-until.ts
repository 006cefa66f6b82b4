/**
 * The end of a suspension or a ban as a moderator gives it: a day on New York time (the guide's cities' clock,
 * as the audit log's filters), the sanction lasting until that day begins. Answers the API's ISO instant with
 * its offset, or why the day cannot be used.
 */
import { formatZonedIso, parseLocalDateTime, toInstant } from '@happenings/domain/time';

const SANCTION_TIME_ZONE = 'America/New_York';

export type UntilResult = { until: string | undefined; error: null } | { until: undefined; error: string };

export function readSanctionUntil(text: string, options: { isRequired: boolean; now: number }): UntilResult {
  const trimmed = text.trim();
  if (trimmed === '') {
    return options.isRequired
      ? { until: undefined, error: 'Choose the day the suspension ends.' }
      : { until: undefined, error: null };
  }
  const local = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? parseLocalDateTime(trimmed) : null;
  if (!local) return { until: undefined, error: 'Give the day as YYYY-MM-DD.' };
  const instant = toInstant(local, SANCTION_TIME_ZONE);
  if (instant <= options.now) return { until: undefined, error: 'Choose a day after today.' };
  return { until: formatZonedIso(instant, SANCTION_TIME_ZONE), error: null };
}
