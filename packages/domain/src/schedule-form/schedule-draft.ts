/**
 * The schedule builder's state and its mapping onto the API's `when` + `rrule` (spec §3 Schedule):
 * - one-time: start and end date (with times, or all day);
 * - weekly with hours: first and last date, hours per weekday ('closed', '' for all day, 'HH:MM-HH:MM', ranges past
 *   midnight allowed), repeats WEEKLY until the last date;
 * - monthly: the first occurrence repeated on the same day each month (repeats MONTHLY) until a date;
 * - custom: an RRULE from the builder or typed as raw text (RFC 5545 §3.3.10).
 */
import type { WeekdayName, When } from '../schedule/index.ts';
import { WEEKDAY_NAMES } from '../schedule/index.ts';
import { DEFAULT_TIME_ZONE } from '../time/index.ts';
import {
  buildRRuleText,
  defaultRRuleBuilder,
  type RRuleBuilderState,
  readRRuleBuilder,
} from './rrule-builder.ts';

export type ScheduleMode = 'one-time' | 'weekly' | 'monthly' | 'custom';

export interface DayHours {
  mode: 'closed' | 'all-day' | 'hours';
  open: string;
  close: string;
}

export interface ScheduleDraft {
  mode: ScheduleMode;
  timeZone: string;
  /** One-time, monthly and custom: the first occurrence. Weekly: the first date. */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  isAllDay: boolean;
  /** Weekly and monthly: the last date it happens on (inclusive). Weekly: required. */
  lastDate: string;
  days: Record<WeekdayName, DayHours>;
  rrule: RRuleBuilderState;
  /** Custom: edit the raw RRULE text instead of the builder. */
  isRawRRule: boolean;
  rawRRule: string;
  /** Repeating schedules: local dates left out. */
  exdates: string[];
}

/** Monday first, as people read a week. */
export const WEEK_ORDER: readonly WeekdayName[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

const closedDay = (): DayHours => ({ mode: 'closed', open: '18:00', close: '21:00' });

export function defaultScheduleDraft(): ScheduleDraft {
  return {
    mode: 'one-time',
    timeZone: DEFAULT_TIME_ZONE,
    startDate: '',
    startTime: '19:00',
    endDate: '',
    endTime: '21:00',
    isAllDay: false,
    lastDate: '',
    days: Object.fromEntries(WEEKDAY_NAMES.map((name) => [name, closedDay()])) as Record<
      WeekdayName,
      DayHours
    >,
    rrule: defaultRRuleBuilder(),
    isRawRRule: false,
    rawRRule: '',
    exdates: [],
  };
}

/** 'YYYY-MM-DD' + n days (calendar arithmetic on the date alone: no zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return moved.toISOString().slice(0, 10);
}

/** Weekday name of a local date. */
export function weekdayOfDate(date: string): WeekdayName {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? 'sunday';
}

/** The RRULE the custom mode stands for ('' when the raw field is empty). */
export function customRRuleText(draft: ScheduleDraft): string {
  if (draft.isRawRRule) return draft.rawRRule.trim().replace(/^RRULE:/i, '');
  return buildRRuleText(draft.rrule);
}

const isRepeatingMode = (mode: ScheduleMode) => mode !== 'one-time';

/**
 * One occurrence that starts at startTime and ends at endTime on the same date — or on the next date when the end
 * time is not after the start (a 22:00–02:00 night).
 */
function firstOccurrenceEnd(draft: ScheduleDraft): string {
  if (!draft.startDate || draft.isAllDay) return draft.startDate;
  return draft.endTime && draft.endTime <= draft.startTime ? addDays(draft.startDate, 1) : draft.startDate;
}

function timed(draft: ScheduleDraft): Pick<When, 'startTime' | 'endTime'> {
  return draft.isAllDay
    ? { startTime: null, endTime: null }
    : { startTime: draft.startTime || null, endTime: draft.endTime || null };
}

function weekdayHours(days: ScheduleDraft['days']): NonNullable<When['weekdays']> {
  const result: NonNullable<When['weekdays']> = {};
  for (const name of WEEKDAY_NAMES) {
    const day = days[name];
    result[name] =
      day.mode === 'closed' ? 'closed' : day.mode === 'all-day' ? '' : `${day.open}-${day.close}`;
  }
  return result;
}

/** The `when` and `rrule` of the body (POST/PUT /api/v1/experiences). Empty fields stay empty: validateWhen judges. */
export function toScheduleFields(draft: ScheduleDraft): {
  when: When;
  rrule: string | null;
  exdates: string[];
} {
  const timeZone = draft.timeZone || DEFAULT_TIME_ZONE;
  const orNull = (text: string) => (text === '' ? null : text);
  const exdates = isRepeatingMode(draft.mode) ? [...draft.exdates].sort() : [];
  switch (draft.mode) {
    case 'one-time':
      return {
        when: {
          startDate: orNull(draft.startDate),
          endDate: orNull(draft.endDate),
          ...timed(draft),
          repeats: '',
          timeZone,
        },
        rrule: null,
        exdates,
      };
    case 'weekly':
      return {
        when: {
          startDate: orNull(draft.startDate),
          endDate: orNull(draft.startDate),
          startTime: null,
          endTime: null,
          repeats: 'WEEKLY',
          repeatsUntil: orNull(draft.lastDate),
          weekdays: weekdayHours(draft.days),
          timeZone,
        },
        rrule: null,
        exdates,
      };
    case 'monthly':
      return {
        when: {
          startDate: orNull(draft.startDate),
          endDate: orNull(firstOccurrenceEnd(draft)),
          ...timed(draft),
          repeats: 'MONTHLY',
          repeatsUntil: orNull(draft.lastDate),
          timeZone,
        },
        rrule: null,
        exdates,
      };
    case 'custom': {
      const rrule = customRRuleText(draft);
      const builderFreq = draft.isRawRRule ? /FREQ=(\w+)/i.exec(rrule)?.[1]?.toUpperCase() : draft.rrule.freq;
      const repeats =
        (['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const).find((f) => f === builderFreq) ?? '';
      const untilDate =
        !draft.isRawRRule && draft.rrule.end === 'until' && draft.rrule.until ? draft.rrule.until : null;
      return {
        when: {
          startDate: orNull(draft.startDate),
          endDate: orNull(firstOccurrenceEnd(draft)),
          ...timed(draft),
          repeats,
          repeatsUntil: untilDate,
          timeZone,
        },
        rrule: rrule === '' ? null : rrule,
        exdates,
      };
    }
  }
}

/** The fields of a stored experience as the builder shows them (the reverse of toScheduleFields). */
export function readScheduleDraft(input: {
  when: When;
  rrule?: string | null;
  exdates?: string[] | null;
}): ScheduleDraft {
  const base = defaultScheduleDraft();
  const { when } = input;
  const isAllDay = !when.startTime && !when.endTime;
  const draft: ScheduleDraft = {
    ...base,
    timeZone: when.timeZone || DEFAULT_TIME_ZONE,
    startDate: when.startDate ?? '',
    endDate: when.endDate ?? '',
    startTime: when.startTime ?? base.startTime,
    endTime: when.endTime ?? base.endTime,
    isAllDay,
    lastDate: when.repeatsUntil ?? '',
    exdates: [...(input.exdates ?? [])],
  };
  const rrule = input.rrule?.trim();
  if (rrule) {
    const builder = readRRuleBuilder(rrule);
    return builder
      ? { ...draft, mode: 'custom', rrule: builder, rawRRule: rrule }
      : { ...draft, mode: 'custom', isRawRRule: true, rawRRule: rrule };
  }
  const weekdays = when.weekdays ?? {};
  const hasHours = Object.keys(weekdays).length > 0;
  if (when.repeats === 'WEEKLY') {
    const days = { ...base.days };
    if (hasHours) {
      for (const name of WEEKDAY_NAMES) {
        const value = weekdays[name];
        if (value === undefined || value === 'closed') continue;
        if (value === '') days[name] = { ...closedDay(), mode: 'all-day' };
        else {
          const [open = '', close = ''] = value.split('-');
          days[name] = { mode: 'hours', open, close: close === '24:00' ? '00:00' : close };
        }
      }
    } else if (when.startDate) {
      // Weekly on the start date's weekday at the first occurrence's hours: the same series as weekday hours.
      days[weekdayOfDate(when.startDate)] = isAllDay
        ? { ...closedDay(), mode: 'all-day' }
        : { mode: 'hours', open: when.startTime ?? '', close: when.endTime ?? '' };
    }
    return { ...draft, mode: 'weekly', days };
  }
  if (when.repeats === 'MONTHLY') return { ...draft, mode: 'monthly' };
  if (when.repeats === 'DAILY' || when.repeats === 'YEARLY') {
    const rule = { ...base.rrule, freq: when.repeats, end: when.repeatsUntil ? 'until' : 'never' } as const;
    return { ...draft, mode: 'custom', rrule: { ...rule, until: when.repeatsUntil ?? '' } };
  }
  return { ...draft, mode: 'one-time' };
}
