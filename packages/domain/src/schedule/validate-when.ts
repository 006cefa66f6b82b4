/**
 * spec §5: a schedule without a start date or end date is rejected as malformed ('when object malformed').
 */
import { isValidTimeZone } from '../time/zoned-time.ts';
import { ScheduleError } from './schedule-error.ts';
import { type When, whenSchema } from './when.schema.ts';

/** A `when` that passed validateWhen: both dates are present and real calendar dates within bounds. */
export type ValidWhen = When & { startDate: string; endDate: string };

/**
 * Checks a `when` object and returns it typed as valid; throws a ScheduleError whose message is exactly
 * 'when object malformed' (WHEN_MALFORMED) when it is missing, lacks startDate or endDate (spec §5), or has a
 * field that does not fit the schema (impossible dates such as 2025-02-30 and dates outside 1900-2200 included:
 * date-bounds.ts), or an unknown time zone.
 */
export function validateWhen(when: When | null | undefined): ValidWhen {
  if (when === null || typeof when !== 'object') throw new ScheduleError('no when object');
  // spec §5: the two required fields are checked first so the commonest fault gets the clearest detail.
  if (!when.startDate) throw new ScheduleError('startDate is missing');
  if (!when.endDate) throw new ScheduleError('endDate is missing');
  const parsed = whenSchema.safeParse(when);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ScheduleError(`${issue?.path.join('.') ?? 'when'}: ${issue?.message ?? 'invalid'}`);
  }
  if (when.timeZone && !isValidTimeZone(when.timeZone)) {
    throw new ScheduleError(`unknown time zone: ${when.timeZone}`);
  }
  return when as ValidWhen;
}
