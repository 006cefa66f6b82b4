/**
 * VTIMEZONE components generated from a zone's real offset changes (RFC 5545 §3.6.5), found with offsetAt
 * rather than a bundled copy of the tz database, so they always agree with the instants we compute.
 */
import {
  daysInMonth,
  formatOffset,
  type LocalDateTime,
  localToUtcMs,
  offsetAt,
  utcMsToLocal,
  weekdayOf,
} from '../time/zoned-time.ts';
import { formatBasicLocalDateTime } from './event-times.ts';

/** One change of a zone's offset from UTC. */
export interface OffsetTransition {
  /** The first instant (whole second) at which `offsetToMs` applies. */
  atMs: number;
  offsetFromMs: number;
  offsetToMs: number;
}

const DAY_MS = 86_400_000;
// Offset changes of a zone are months apart (the closest pairs, e.g. Ramadan suspensions, are weeks apart), so
// sampling weekly and bisecting finds each one; a change and its undoing within one week would be missed.
const SCAN_STEP_MS = 7 * DAY_MS;
const SECOND_MS = 1000;

const startOfYearUtc = (year: number) =>
  localToUtcMs({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 });

/** The zone's offset changes in [fromMs, toMs), in order. fromMs should be a whole second. */
export function findOffsetTransitions(timeZone: string, fromMs: number, toMs: number): OffsetTransition[] {
  const transitions: OffsetTransition[] = [];
  let time = fromMs;
  let offset = offsetAt(time, timeZone);
  while (time < toMs) {
    const next = Math.min(time + SCAN_STEP_MS, toMs);
    const nextOffset = offsetAt(next, timeZone);
    if (nextOffset !== offset) {
      // Bisect to the second: offsetAt(low) is the old offset, offsetAt(high) is not.
      let low = time;
      let high = next;
      while (high - low > SECOND_MS) {
        const middle = low + Math.floor((high - low) / (2 * SECOND_MS)) * SECOND_MS;
        if (offsetAt(middle, timeZone) === offset) low = middle;
        else high = middle;
      }
      transitions.push({ atMs: high, offsetFromMs: offset, offsetToMs: nextOffset });
    }
    time = next;
    offset = nextOffset;
  }
  return transitions;
}

/** RFC 5545 §3.3.14 UTC-OFFSET: '-0500', '+0545', '+005328'. */
export function formatUtcOffset(offsetMs: number): string {
  return formatOffset(offsetMs).replace(/:/g, '');
}

/** Daylight time is the larger of a year's January and July offsets, when they differ (either hemisphere). */
function isDaylight(transition: OffsetTransition, timeZone: string): boolean {
  const { year } = utcMsToLocal(transition.atMs);
  const january = offsetAt(startOfYearUtc(year), timeZone);
  const july = offsetAt(localToUtcMs({ year, month: 7, day: 1, hour: 0, minute: 0, second: 0 }), timeZone);
  return january !== july && transition.offsetToMs === Math.max(january, july);
}

const abbreviationFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'EST', 'EDT'... when the runtime knows a letter abbreviation (it gives 'GMT+1' for many zones: skipped). */
function abbreviationAt(epochMs: number, timeZone: string): string | null {
  let formatter = abbreviationFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    abbreviationFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(new Date(epochMs)).find((part) => part.type === 'timeZoneName')?.value;
  return name && /^[A-Z]{2,5}$/.test(name) ? name : null;
}

const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** The ways 'nth weekday of the month' can name a date: '2SU', and '-1SU' when it is the month's last. */
function weekdayRulesOf(local: LocalDateTime): string[] {
  const code = WEEKDAY_CODES[weekdayOf(local)]!;
  const rules = [`${Math.ceil(local.day / 7)}${code}`];
  if (local.day + 7 > daysInMonth(local.year, local.month)) rules.unshift(`-1${code}`);
  return rules;
}

interface Observance {
  kind: 'DAYLIGHT' | 'STANDARD';
  /** Onset in the local time before the change (RFC 5545 §3.6.5: DTSTART is read with TZOFFSETFROM). */
  onset: LocalDateTime;
  transition: OffsetTransition;
  name: string | null;
  rrule?: string;
}

/**
 * When the last change of a kind and the one a year before it follow the same yearly rule (same month, same
 * nth weekday, same time, same offsets), that rule is the zone's current one: emitting it as an RRULE keeps
 * open-ended recurring events right after the years we scanned.
 */
function yearlyRuleOf(last: Observance, previous: Observance | undefined): string | undefined {
  if (!previous) return undefined;
  const a = previous.onset;
  const b = last.onset;
  const sameShape =
    a.year + 1 === b.year &&
    a.month === b.month &&
    a.hour === b.hour &&
    a.minute === b.minute &&
    a.second === b.second &&
    previous.transition.offsetFromMs === last.transition.offsetFromMs &&
    previous.transition.offsetToMs === last.transition.offsetToMs;
  if (!sameShape) return undefined;
  const earlier = weekdayRulesOf(a);
  const rule = weekdayRulesOf(b).find((candidate) => earlier.includes(candidate));
  return rule ? `FREQ=YEARLY;BYMONTH=${b.month};BYDAY=${rule}` : undefined;
}

/**
 * The content lines of a VTIMEZONE for `timeZone` covering the years fromYear-toYear: one STANDARD or DAYLIGHT
 * component per offset change from the year before fromYear (so the first event is covered) through toYear, the
 * last of each kind repeating yearly when the zone follows a regular rule. A zone without changes in that span
 * gets a single STANDARD component.
 */
export function buildVTimezoneLines(timeZone: string, fromYear: number, toYear: number): string[] {
  const rangeStart = startOfYearUtc(fromYear - 1);
  const rangeEnd = startOfYearUtc(toYear + 1);
  const transitions = findOffsetTransitions(timeZone, rangeStart, rangeEnd);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = formatUtcOffset(offsetAt(rangeStart, timeZone));
    const name = abbreviationAt(rangeStart, timeZone);
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`);
    if (name) lines.push(`TZNAME:${name}`);
    lines.push('END:STANDARD', 'END:VTIMEZONE');
    return lines;
  }
  const observances: Observance[] = transitions.map((transition) => ({
    kind: isDaylight(transition, timeZone) ? 'DAYLIGHT' : 'STANDARD',
    onset: utcMsToLocal(transition.atMs + transition.offsetFromMs),
    transition,
    name: abbreviationAt(transition.atMs, timeZone),
  }));
  const rules = (['DAYLIGHT', 'STANDARD'] as const).map((kind) => {
    const ofKind = observances.filter((observance) => observance.kind === kind);
    const last = ofKind[ofKind.length - 1];
    // Only a rule still in force at the end of the span may repeat beyond it.
    const rrule =
      last && last.onset.year === toYear ? yearlyRuleOf(last, ofKind[ofKind.length - 2]) : undefined;
    return { last, rrule };
  });
  // Both halves must repeat, or the zone would be left in one of them forever.
  if (rules.every(({ rrule }) => rrule !== undefined)) {
    for (const { last, rrule } of rules) last!.rrule = rrule;
  }
  for (const observance of observances) {
    lines.push(
      `BEGIN:${observance.kind}`,
      `DTSTART:${formatBasicLocalDateTime(observance.onset)}`,
      `TZOFFSETFROM:${formatUtcOffset(observance.transition.offsetFromMs)}`,
      `TZOFFSETTO:${formatUtcOffset(observance.transition.offsetToMs)}`,
    );
    if (observance.rrule) lines.push(`RRULE:${observance.rrule}`);
    if (observance.name) lines.push(`TZNAME:${observance.name}`);
    lines.push(`END:${observance.kind}`);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
