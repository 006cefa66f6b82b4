/**
 * The editor's checks before saving, with the domain's own rules (spec §5 validateWhen: 'when object malformed';
 * the `when` field schemas for dates and times; validateRRule for a repeat rule), and which field shows a problem
 * the API's 400 details name (field paths like 'body.when' or 'body.rrule', read by readFieldErrors).
 */
import { validateRRule } from '@happenings/domain/recurrence';
import {
  localDateSchema,
  localTimeSchema,
  normalizeWhen,
  ScheduleError,
  WHEN_MALFORMED,
  weekdayHoursSchema,
} from '@happenings/domain/schedule';
import { customRRuleText, toScheduleFields, WEEK_ORDER } from '@happenings/domain/schedule-form';
import { readFieldErrors } from '@happenings/domain/schemas';
import type { EventDraft } from './event-draft.ts';

/** The fields an error can sit next to. */
export type FieldKey =
  | 'name'
  | 'shortDescription'
  | 'description'
  | 'categories'
  | 'where'
  | 'location'
  | 'schedule.dates'
  | 'schedule.startDate'
  | 'schedule.endDate'
  | 'schedule.startTime'
  | 'schedule.endTime'
  | 'schedule.lastDate'
  | 'schedule.days'
  | 'schedule.rrule'
  | 'schedule.until'
  | 'schedule.exdates'
  | 'form';

export type FieldErrors = Partial<Record<FieldKey, string>>;

/** spec §5 in words a host understands, keeping the rule's own name for the record. */
export const MALFORMED_WHEN_MESSAGE = `Give the dates it starts and ends (${WHEN_MALFORMED}).`;

function checkDate(errors: FieldErrors, key: FieldKey, value: string): void {
  if (value === '') return;
  const parsed = localDateSchema.safeParse(value);
  if (!parsed.success) errors[key] = `${parsed.error.issues[0]?.message ?? 'Not a date'}.`;
}

function checkTime(errors: FieldErrors, key: FieldKey, value: string): void {
  if (value === '') return;
  const parsed = localTimeSchema.safeParse(value);
  if (!parsed.success) errors[key] = `${parsed.error.issues[0]?.message ?? 'Not a time'}.`;
}

function checkSchedule(draft: EventDraft, errors: FieldErrors): void {
  const schedule = draft.schedule;
  const isWeekly = schedule.mode === 'weekly';
  checkDate(errors, 'schedule.startDate', schedule.startDate);
  if (schedule.mode === 'one-time') checkDate(errors, 'schedule.endDate', schedule.endDate);
  if (!isWeekly && !schedule.isAllDay) {
    checkTime(errors, 'schedule.startTime', schedule.startTime);
    checkTime(errors, 'schedule.endTime', schedule.endTime);
    if (!schedule.startTime || !schedule.endTime)
      errors['schedule.startTime'] ??= 'Give a start and an end time, or make it all day.';
  }
  if (isWeekly || schedule.mode === 'monthly') checkDate(errors, 'schedule.lastDate', schedule.lastDate);
  if (isWeekly && !schedule.lastDate) errors['schedule.lastDate'] = 'Give the last date of the series.';
  if (!errors['schedule.lastDate'] && schedule.lastDate && schedule.startDate > schedule.lastDate)
    errors['schedule.lastDate'] = 'The last date is before the first date.';
  schedule.exdates.forEach((date) => {
    checkDate(errors, 'schedule.exdates', date);
  });
  if (isWeekly) checkWeekdays(draft, errors);
  if (schedule.mode === 'custom') checkRule(draft, errors);
  if (Object.keys(errors).some((key) => key.startsWith('schedule.'))) return;
  try {
    normalizeWhen(toScheduleFields(schedule).when);
  } catch (error) {
    if (!(error instanceof ScheduleError)) throw error;
    const isMissing = !schedule.startDate || (!isWeekly && !schedule.endDate);
    errors['schedule.dates'] = isMissing ? MALFORMED_WHEN_MESSAGE : `${error.message}: ${error.detail}.`;
  }
}

function checkWeekdays(draft: EventDraft, errors: FieldErrors): void {
  const days = draft.schedule.days;
  const open = WEEK_ORDER.filter((day) => days[day].mode !== 'closed');
  if (open.length === 0) {
    errors['schedule.days'] = 'Open at least one day of the week.';
    return;
  }
  const bad = open.find(
    (day) =>
      days[day].mode === 'hours' &&
      !weekdayHoursSchema.safeParse(`${days[day].open}-${days[day].close}`).success,
  );
  if (bad) errors['schedule.days'] = `Give ${bad}’s hours as HH:MM, like 18:00 and 21:30.`;
}

function checkRule(draft: EventDraft, errors: FieldErrors): void {
  const { rrule, isRawRRule } = draft.schedule;
  if (!isRawRRule && rrule.end === 'until') {
    if (rrule.until === '') errors['schedule.until'] = 'Give the last date, or choose another ending.';
    else checkDate(errors, 'schedule.until', rrule.until);
  }
  const text = customRRuleText(draft.schedule);
  if (text === '') {
    errors['schedule.rrule'] = 'Write a repeat rule, like FREQ=WEEKLY;BYDAY=FR.';
    return;
  }
  const checked = validateRRule(text);
  if (!checked.ok) errors['schedule.rrule'] = checked.error;
}

/** An empty result means the body can be sent. */
export function validateEventDraft(draft: EventDraft): FieldErrors {
  const errors: FieldErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Give the event a name.';
  else if (name.length > 200) errors.name = 'Keep the name under 200 characters.';
  if (draft.shortDescription.length > 500) errors.shortDescription = 'Keep the summary under 500 characters.';
  checkSchedule(draft, errors);
  return errors;
}

/** A path of the request body ('when.startDate', 'where.city', 'rrule') → the field showing it. */
export function fieldForApiPath(path: string): FieldKey {
  const [head, next] = path.split('.');
  switch (head) {
    case 'name':
    case 'shortDescription':
    case 'description':
    case 'categories':
    case 'location':
    case 'where':
      return head;
    case 'when':
      if (next === 'repeatsUntil') return 'schedule.lastDate';
      if (next === 'weekdays') return 'schedule.days';
      return 'schedule.dates';
    case 'rrule':
      return 'schedule.rrule';
    case 'exdates':
      return 'schedule.exdates';
    default:
      return 'form';
  }
}

/** The API's 400 body as field errors; a malformed `when` reads as the editor's own message. */
export function readApiFieldErrors(body: unknown): FieldErrors {
  return readFieldErrors(body, {
    fieldFor: fieldForApiPath,
    fallback: 'The event could not be saved. Please try again.',
    describe: (field, message, apiMessage) => {
      if (field !== 'schedule.dates' || apiMessage !== WHEN_MALFORMED) return message;
      return /missing/i.test(message) ? MALFORMED_WHEN_MESSAGE : `${WHEN_MALFORMED}: ${message}.`;
    },
  });
}
