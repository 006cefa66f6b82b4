/**
 * The occurrences of a recurring series (RFC 5545 §3.8.5): DTSTART, the RRULE's instances bounded by COUNT and
 * UNTIL, plus RDATEs, minus EXDATEs, optionally restricted to a window. Expansion happens in floating local
 * time; only surviving occurrences are converted to instants in the series' zone.
 */
import {
  formatLocalDate,
  isValidTimeZone,
  type LocalDateTime,
  localToUtcMs,
  offsetAt,
  utcMsToLocal,
} from '../time/zoned-time.ts';
import { DAY_MS } from './calendar-year.ts';
import { FREQUENCY_RANK } from './expansion-plan.ts';
import { floatingToInstant, formatFloatingInstant } from './floating-instant.ts';
import { type Moment, parseMoment } from './occurrence-moment.ts';
import { parseRRule } from './parse-rrule.ts';
import { RecurrenceRuleError, type RRule } from './recurrence-rule.ts';
import { walkRecurrence } from './walk-recurrence.ts';

export interface OccurrenceOptions {
  /** RRULE text ('FREQ=WEEKLY;BYDAY=TU', with or without 'RRULE:') or a parsed rule. */
  rrule: string | RRule;
  /** Local date-time in timeZone ('1997-09-02T09:00:00'), or a date ('1997-09-02') for an all-day series. */
  dtstart: string;
  /** IANA zone of the series. */
  timeZone: string;
  /** Excluded instances: local date-times in timeZone, UTC/offset instants, or dates. */
  exdates?: readonly string[];
  /** Extra instances, in the same forms as exdates. */
  rdates?: readonly string[];
  /** Inclusive lower bound: a local date-time in timeZone or an instant with offset/Z. */
  from?: string;
  /** Inclusive upper bound, in the same forms (a date includes that whole day). */
  until?: string;
  /** At most this many occurrences are returned. */
  limit?: number;
}

/**
 * One occurrence: `local` is its nominal local date-time as the rule generates it (what a RECURRENCE-ID names;
 * 02:30 even on a spring-forward day), `epochMs` the instant it happens (03:30 EDT on that day).
 */
export interface Occurrence {
  local: LocalDateTime;
  epochMs: number;
}

interface FloatingOccurrence {
  floatingMs: number;
  epochMs: number;
}

interface Series {
  timeZone: string;
  isAllDay: boolean;
  /** Floating time of day of DTSTART, in ms: a date RDATE on a timed series happens at that time. */
  timeOfDayMs: number;
}

/** A text's moment as floating local time of the series (instants are read on the zone's wall clock). */
function toFloating(moment: Moment, series: Series): number {
  const floating =
    moment.kind === 'instant'
      ? moment.epochMs + offsetAt(moment.epochMs, series.timeZone)
      : moment.floatingMs;
  // An all-day series compares dates, whatever the form of the text.
  return series.isAllDay ? Math.floor(floating / DAY_MS) * DAY_MS : floating;
}

function toOccurrence(moment: Moment, series: Series): FloatingOccurrence {
  if (series.isAllDay || moment.kind === 'date') {
    const floatingMs = toFloating(moment, series) + (series.isAllDay ? 0 : series.timeOfDayMs);
    return { floatingMs, epochMs: floatingToInstant(floatingMs, series.timeZone) };
  }
  if (moment.kind === 'instant') return { floatingMs: toFloating(moment, series), epochMs: moment.epochMs };
  return { floatingMs: moment.floatingMs, epochMs: floatingToInstant(moment.floatingMs, series.timeZone) };
}

/** A window bound as an instant; a date as `until` covers its whole day. */
function parseBound(text: string | undefined, part: string, series: Series, isEnd: boolean): number | null {
  if (text === undefined) return null;
  const moment = parseMoment(text, part);
  if (moment.kind === 'instant') return moment.epochMs;
  if (moment.kind === 'date' && isEnd)
    return floatingToInstant(moment.floatingMs + DAY_MS, series.timeZone) - 1;
  return floatingToInstant(moment.floatingMs, series.timeZone);
}

/** DTSTART then the rule's instances, bounded by COUNT and UNTIL (RFC 5545 §3.3.10, §3.8.5.3). */
function* ruleOccurrences(
  rule: RRule,
  dtstart: LocalDateTime,
  series: Series,
  skipToFloatingMs: number | undefined,
): Generator<FloatingOccurrence> {
  const dtstartMs = localToUtcMs(dtstart);
  const until = rule.until;
  const untilFloating =
    until === undefined || (until.kind === 'date-time' && until.utc)
      ? Number.POSITIVE_INFINITY
      : until.kind === 'date'
        ? localToUtcMs({ ...until, hour: 0, minute: 0, second: 0 }) + DAY_MS - 1
        : localToUtcMs(until);
  const untilEpoch =
    until?.kind === 'date-time' && until.utc ? localToUtcMs(until) : Number.POSITIVE_INFINITY;
  const count = rule.count ?? Number.POSITIVE_INFINITY;
  // RFC 5545 §3.8.5.3: DTSTART is always the first instance, and counts towards COUNT.
  let lastEpoch = floatingToInstant(dtstartMs, series.timeZone);
  yield { floatingMs: dtstartMs, epochMs: lastEpoch };
  let emitted = 1;
  const walk = walkRecurrence(rule, dtstart, skipToFloatingMs === undefined ? {} : { skipToFloatingMs });
  for (const floatingMs of walk) {
    if (emitted >= count || floatingMs > untilFloating) return;
    const epochMs = floatingToInstant(floatingMs, series.timeZone);
    // RFC 5545 §3.3.10: UNTIL is inclusive; a UTC UNTIL is compared as an instant.
    if (epochMs > untilEpoch) return;
    // Two wall-clock times can resolve to one instant across a spring-forward gap: keep the first.
    if (epochMs === lastEpoch) continue;
    lastEpoch = epochMs;
    emitted++;
    yield { floatingMs, epochMs };
  }
}

function* iterateFloatingOccurrences(
  options: OccurrenceOptions,
): Generator<FloatingOccurrence, void, undefined> {
  const { timeZone } = options;
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone '${timeZone}'`);
  const rule = typeof options.rrule === 'string' ? parseRRule(options.rrule) : options.rrule;
  const start = parseMoment(options.dtstart, 'DTSTART');
  const isAllDay = start.kind === 'date';
  const hasTimeParts = [rule.byHour, rule.byMinute, rule.bySecond].some((part) => (part?.length ?? 0) > 0);
  if (isAllDay && (FREQUENCY_RANK[rule.freq] > FREQUENCY_RANK.DAILY || hasTimeParts)) {
    // RFC 5545 §3.3.10: BYSECOND, BYMINUTE and BYHOUR MUST NOT be used with a DATE DTSTART.
    throw new RecurrenceRuleError(
      hasTimeParts ? 'BYHOUR' : 'FREQ',
      'An all-day series cannot recur by hour, minute or second',
    );
  }
  const dtstartFloating =
    start.kind === 'instant' ? start.epochMs + offsetAt(start.epochMs, timeZone) : start.floatingMs;
  const { weekday: _weekday, ...dtstart } = utcMsToLocal(dtstartFloating);
  const series: Series = {
    timeZone,
    isAllDay,
    timeOfDayMs: dtstartFloating - Math.floor(dtstartFloating / DAY_MS) * DAY_MS,
  };

  const fromEpoch = parseBound(options.from, 'from', series, false) ?? Number.NEGATIVE_INFINITY;
  const untilEpoch = parseBound(options.until, 'until', series, true) ?? Number.POSITIVE_INFINITY;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;

  const excludedInstants = new Set<number>();
  const excludedDays = new Set<number>();
  for (const text of options.exdates ?? []) {
    const moment = parseMoment(text, 'EXDATE');
    // A date EXDATE on a timed series removes every instance on that local date (what Google and Outlook do).
    if (moment.kind === 'date' && !isAllDay) excludedDays.add(moment.floatingMs / DAY_MS);
    else excludedInstants.add(toOccurrence(moment, series).epochMs);
  }
  const extras = (options.rdates ?? [])
    .map((text) => toOccurrence(parseMoment(text, 'RDATE'), series))
    .sort((a, b) => a.epochMs - b.epochMs);

  // Without COUNT nothing before the window needs walking: skip whole periods (floating and instant time
  // differ by less than a day).
  const skipTo = rule.count === undefined && Number.isFinite(fromEpoch) ? fromEpoch - 2 * DAY_MS : undefined;
  const fromRule = ruleOccurrences(rule, dtstart, series, skipTo);
  let next = fromRule.next();
  let extraIndex = 0;
  let lastEpoch = Number.NaN;
  let returned = 0;
  while (returned < limit) {
    const extra = extras[extraIndex];
    let occurrence: FloatingOccurrence;
    if (!next.done && (extra === undefined || next.value.epochMs <= extra.epochMs)) {
      occurrence = next.value;
      next = fromRule.next();
    } else if (extra !== undefined) {
      occurrence = extra;
      extraIndex++;
    } else {
      return;
    }
    if (occurrence.epochMs > untilEpoch) return;
    if (occurrence.epochMs === lastEpoch || occurrence.epochMs < fromEpoch) continue;
    lastEpoch = occurrence.epochMs;
    if (excludedInstants.has(occurrence.epochMs)) continue;
    if (excludedDays.size && excludedDays.has(Math.floor(occurrence.floatingMs / DAY_MS))) continue;
    returned++;
    yield occurrence;
  }
}

/**
 * Lazily yields the occurrences of a series in ascending order as { local, epochMs }. Throws
 * RecurrenceRuleError for an invalid rule or date text, RangeError for an unknown zone.
 */
export function* iterateOccurrences(options: OccurrenceOptions): Generator<Occurrence, void, undefined> {
  for (const { floatingMs, epochMs } of iterateFloatingOccurrences(options)) {
    const { weekday: _weekday, ...local } = utcMsToLocal(floatingMs);
    yield { local, epochMs };
  }
}

/**
 * The occurrences of a series as ISO 8601 text with the offset in force then ('1997-09-02T09:00:00-04:00'),
 * or 'YYYY-MM-DD' for an all-day series, ascending. An infinite rule stops after year 9999 (spec §4).
 */
export function expandOccurrences(options: OccurrenceOptions): string[] {
  const isAllDay = parseMoment(options.dtstart, 'DTSTART').kind === 'date';
  const result: string[] = [];
  for (const { floatingMs, epochMs } of iterateFloatingOccurrences(options)) {
    result.push(
      isAllDay
        ? formatLocalDate(utcMsToLocal(floatingMs))
        : formatFloatingInstant(floatingMs, epochMs, options.timeZone),
    );
  }
  return result;
}
