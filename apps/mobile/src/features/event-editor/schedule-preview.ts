/**
 * How the schedule being written will read on the event (the domain's getScheduleText, spec §4, on the `when`
 * the API will store: normalizeWhen), and a repeat rule in words (describeRRule). Null while the schedule is
 * incomplete.
 */
import { describeRRule, validateRRule } from '@happenings/domain/recurrence';
import { getScheduleText, normalizeWhen, ScheduleError } from '@happenings/domain/schedule';
import { type ScheduleDraft, toScheduleFields } from '@happenings/domain/schedule-form';

export interface SchedulePreview {
  /** The event's schedule line: 'Fri, Nov 27 at 7:00 PM', 'Opens Sat, Nov 22 at 10:00 AM'. */
  text: string;
  /** A custom rule in words: 'Every week on Friday'. */
  rule: string | null;
}

export function previewSchedule(draft: ScheduleDraft, now: number): SchedulePreview | null {
  const { when, rrule } = toScheduleFields(draft);
  let stored: ReturnType<typeof normalizeWhen>;
  try {
    stored = normalizeWhen(when);
  } catch (error) {
    if (error instanceof ScheduleError) return null;
    throw error;
  }
  const isRuleValid = rrule !== null && validateRRule(rrule).ok;
  if (rrule !== null && !isRuleValid) return null;
  const schedule = getScheduleText({ when: stored, rrule, now, timeZone: stored.timeZone });
  return {
    text: schedule.text,
    rule: rrule === null ? null : describeRRule(rrule, { timeZone: stored.timeZone ?? undefined }),
  };
}
