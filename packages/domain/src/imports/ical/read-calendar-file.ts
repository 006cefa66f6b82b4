/**
 * An iCalendar file (RFC 5545) read into the experiences it becomes (issue 26: connect a calendar).
 *
 * Representation choices, where the product's schedule (spec §3 `when` + `rrule` + `exdates`) cannot hold
 * what a VEVENT says:
 * - A moved or changed occurrence (a RECURRENCE-ID override with another time, length, name, description, place,
 *   address or status): the series leaves its original local date out (`exdates`) and the override becomes its
 *   own single-date experience, key `${uid}#${recurrence id}`. A RECURRENCE-ID identical to the occurrence it
 *   names changes nothing; a cancelled one (STATUS:CANCELLED) is only left out of the series.
 * - RDATE: the product has no extra dates, so each RDATE that is not already an occurrence becomes a single-date
 *   experience like the series' first (a PERIOD with its own end), key `${uid}#rdate:${local start}`.
 * - EXDATE: the product removes whole local dates. A DATE-TIME EXDATE removes the date of the occurrence it names
 *   exactly (as RFC 5545 and ical.js compare); one that names no occurrence removes nothing and is noted.
 *   A DATE EXDATE removes that date's occurrences (what ical.js, Google and Outlook do).
 * - Zones: wall-clock times are kept in the zone the source gives (TZID resolved to IANA: time-zones.ts);
 *   floating times and all-day dates in the calendar's zone (X-WR-TIMEZONE, else the one zone its TZIDs use,
 *   else the host's). A UTC single event is shown in the calendar's zone (same instant); a UTC series is
 *   stored in the calendar's zone when that gives the very same instants, otherwise in UTC (RFC 5545 repeats
 *   it at a fixed UTC time, across the calendar zone's daylight-saving changes).
 * - A DATE series whose UNTIL is a UTC DATE-TIME (Exchange): UNTIL becomes the local date of that instant in
 *   the calendar's zone. Exchange writes the last occurrence's local midnight there (2020-09-17 00:00 in London
 *   is 20200916T230000Z), so that occurrence stays in; ical.js, comparing the date as UTC midnight, drops it.
 * - Seconds: the product keeps HH:MM; a time with seconds is cut to the minute and noted.
 * - Series limits of the product (series-limits.ts): FREQ finer than DAILY skips the event; an UNTIL more than
 *   10 years ahead or a COUNT above 2,000 is cut to that limit and noted.
 * - An override whose master is not in the file becomes a single-date experience of its own; an override without
 *   DTEND or DURATION keeps its master's length (as Google means it).
 * - A series whose DTSTART is not one of its rule's days (Exchange) starts at its first real occurrence
 *   (series-start.ts), as Outlook and ical.js show it.
 *
 * Hashes: each experience's `contentHash` covers what the product stores of it, so DTSTAMP (rewritten by Google on
 * every request), LAST-MODIFIED, SEQUENCE, attendees and alarms never cause a write; `fileHash` covers every
 * content line but DTSTAMP, to skip reading an unchanged feed at all.
 *
 * The text is read by content-lines.ts rather than ical.js: on the real-world fixtures ical.js gives up a whole
 * file for one bad line and throws on bare dates (parser-choice.test.ts).
 */
import { sha256 } from '../../auth/sha256.ts';
import { iterateOccurrences } from '../../recurrence/expand-occurrences.ts';
import { formatRRule, validateRRule } from '../../recurrence/parse-rrule.ts';
import type { RRule } from '../../recurrence/recurrence-rule.ts';
import { checkSeriesLimits, latestSeriesDate, MAX_SERIES_COUNT } from '../../recurrence/series-limits.ts';
import { normalizeWhen } from '../../schedule/resolve-when.ts';
import { ScheduleError } from '../../schedule/schedule-error.ts';
import {
  addLocalDays,
  formatLocalDate,
  type LocalDateTime,
  localToUtcMs,
  toInstant,
  toZoned,
} from '../../time/zoned-time.ts';
import {
  type CalendarComponent,
  type ContentLine,
  paramOf,
  parseCalendarText,
  propertiesOf,
  propertyOf,
  splitTextList,
  unescapeText,
  unfoldLines,
} from './content-lines.ts';
import {
  type DateValue,
  type Duration,
  parseDateList,
  parseDuration,
  parsePeriodEnds,
} from './date-values.ts';
import type {
  CalendarFile,
  ImportedCalendarEvent,
  ImportedExperience,
  ImportedSchedule,
  ReadCalendarOptions,
  SkippedItem,
} from './imported-calendar-event.ts';
import { isStartInRule } from './series-start.ts';
import { canonicalZone, createZoneResolver, usedTzids, type ZoneResolver, zoneOfName } from './time-zones.ts';

const DAY_MS = 86_400_000;
const REPEATING = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;

/** Thrown inside one event: the event is skipped with this reason. */
class EventProblem extends Error {
  readonly line: number | undefined;
  constructor(reason: string, line?: number) {
    super(reason);
    this.line = line;
  }
}

interface FileContext {
  calendarZone: string;
  resolver: ZoneResolver;
  notes: SkippedItem[];
}

type LocalDate = { year: number; month: number; day: number };

/** A start or end: a whole day, or an instant with the zone its wall clock is read in. */
type Point = { allDay: true; date: LocalDate } | { allDay: false; epochMs: number; zone: string };

interface Timing {
  start: Point;
  /** Exclusive end: the day after the last for all-day events. */
  end: Point;
  /** Whether DTEND or DURATION was given. */
  hasEnd: boolean;
  /** The start was written in UTC (a series of it repeats at a fixed UTC time). */
  isUtc: boolean;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
function parseLocalParts(date: string, time: string): LocalDateTime {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { year, month, day, hour, minute, second: 0 };
}
const formatTime = (local: LocalDateTime) => `${pad(local.hour)}:${pad(local.minute)}`;
const localKey = (local: LocalDateTime) => `${formatLocalDate(local)}T${formatTime(local)}`;
const noon = (date: LocalDate): LocalDateTime => ({ ...date, hour: 12, minute: 0, second: 0 });
const dateOnly = ({ year, month, day }: LocalDate): LocalDate => ({ year, month, day });
const addDays = (date: LocalDate, days: number): LocalDate => dateOnly(addLocalDays(noon(date), days));

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function hexOf(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += HEX[byte];
  return text;
}

function hashText(text: string): string {
  return hexOf(sha256(new TextEncoder().encode(text)));
}

/** The instant of a DATE-TIME value; null for an unknown TZID. */
function instantOf(
  value: Extract<DateValue, { kind: 'date-time' }>,
  ctx: FileContext,
): { epochMs: number; zone: string } | null {
  switch (value.zone.kind) {
    case 'utc':
      return { epochMs: localToUtcMs(value.local), zone: 'UTC' };
    case 'floating':
      return { epochMs: toInstant(value.local, ctx.calendarZone), zone: ctx.calendarZone };
    case 'tzid': {
      const zone = ctx.resolver.resolve(value.zone.tzid, localToUtcMs(value.local));
      return zone ? { epochMs: toInstant(value.local, zone), zone } : null;
    }
  }
}

function pointOf(value: DateValue, ctx: FileContext, line: ContentLine): Point {
  if (value.kind === 'date') return { allDay: true, date: dateOnly(value) };
  const instant = instantOf(value, ctx);
  if (!instant) {
    throw new EventProblem(`unknown time zone '${paramOf(line, 'TZID')}' in ${line.name}`, line.line);
  }
  return { allDay: false, ...instant };
}

function firstDate(
  component: CalendarComponent,
  name: string,
): { value: DateValue; line: ContentLine } | null {
  const line = propertyOf(component, name);
  if (!line) return null;
  const values = parseDateList(line);
  if (!values) throw new EventProblem(`${name} is not a date or date-time: '${line.value}'`, line.line);
  return { value: values[0]!, line };
}

function addDuration(start: Point, duration: Duration): Point {
  if (start.allDay) return { allDay: true, date: addDays(start.date, Math.max(1, duration.days)) };
  const local = toZoned(start.epochMs, start.zone);
  const movedDays =
    duration.days === 0 ? start.epochMs : toInstant(addLocalDays(local, duration.days), start.zone);
  return { ...start, epochMs: movedDays + duration.ms };
}

/**
 * DTSTART and the end (DTEND, else DURATION, else `fallback` — an override without either keeps its master's
 * length — else RFC 5545 §3.6.1: one day for a date, no length for a date-time).
 */
function readTiming(component: CalendarComponent, ctx: FileContext, fallback?: Duration): Timing {
  const dtstart = firstDate(component, 'DTSTART');
  if (!dtstart) throw new EventProblem('no DTSTART', component.line);
  const start = pointOf(dtstart.value, ctx, dtstart.line);
  const isUtc = dtstart.value.kind === 'date-time' && dtstart.value.zone.kind === 'utc';
  const dtend = firstDate(component, 'DTEND');
  const durationLine = propertyOf(component, 'DURATION');
  let end: Point | null = null;
  if (dtend) {
    const endPoint = pointOf(dtend.value, ctx, dtend.line);
    if (start.allDay) {
      // A DATE-TIME end of a DATE start: the day it falls on counts unless it is that day's midnight.
      end = endPoint.allDay
        ? endPoint
        : (() => {
            const local = toZoned(endPoint.epochMs, endPoint.zone);
            const date = dateOnly(local);
            const atMidnight = local.hour === 0 && local.minute === 0 && local.second === 0;
            return { allDay: true as const, date: atMidnight ? date : addDays(date, 1) };
          })();
    } else {
      end = endPoint.allDay
        ? {
            allDay: false,
            epochMs: toInstant({ ...endPoint.date, hour: 0, minute: 0, second: 0 }, start.zone),
            zone: start.zone,
          }
        : endPoint;
    }
  } else if (durationLine) {
    const duration = parseDuration(durationLine.value);
    if (!duration)
      throw new EventProblem(`DURATION is not a duration: '${durationLine.value}'`, durationLine.line);
    end = addDuration(start, duration);
  } else if (fallback) {
    end = addDuration(start, fallback);
  }
  const hasEnd = end !== null;
  if (!end) end = start.allDay ? { allDay: true, date: addDays(start.date, 1) } : start;
  // An end before the start (or a zero-day all-day event) is read as no length.
  if (start.allDay && end.allDay && localToUtcMs(noon(end.date)) <= localToUtcMs(noon(start.date))) {
    end = { allDay: true, date: addDays(start.date, 1) };
  }
  if (!start.allDay && !end.allDay && end.epochMs < start.epochMs) end = start;
  return { start, end, hasEnd, isUtc };
}

function durationOf(timing: Timing): Duration {
  if (timing.start.allDay && timing.end.allDay) {
    const days = Math.round(
      (localToUtcMs(noon(timing.end.date)) - localToUtcMs(noon(timing.start.date))) / DAY_MS,
    );
    return { days, ms: 0 };
  }
  if (!timing.start.allDay && !timing.end.allDay)
    return { days: 0, ms: timing.end.epochMs - timing.start.epochMs };
  return { days: 0, ms: 0 };
}

/** The `when` of a timing in `zone` (all-day: dates; timed: the wall clock of both instants there). */
function whenOf(timing: Timing, zone: string, uid: string, ctx: FileContext): ImportedSchedule['when'] {
  const { start, end } = timing;
  if (start.allDay) {
    const last = end.allDay ? addDays(end.date, -1) : start.date;
    return {
      startDate: formatLocalDate(start.date),
      endDate: formatLocalDate(last),
      startTime: null,
      endTime: null,
      timeZone: zone,
    };
  }
  const startLocal = toZoned(start.epochMs, zone);
  const endLocal = toZoned((end as Extract<Point, { allDay: false }>).epochMs, zone);
  if (startLocal.second !== 0 || endLocal.second !== 0) {
    ctx.notes.push({
      uid,
      reason: `seconds dropped: the product keeps times to the minute (${new Date(start.epochMs).toISOString()})`,
    });
  }
  return {
    startDate: formatLocalDate(startLocal),
    endDate: formatLocalDate(endLocal),
    startTime: formatTime(startLocal),
    endTime: formatTime(endLocal),
    timeZone: zone,
  };
}

function dtstartText(when: ImportedSchedule['when']): string {
  return when.startTime ? `${when.startDate}T${when.startTime}:00` : when.startDate!;
}

/** Every occurrence start (epoch ms) of a rule, from its DTSTART, at most `limit`. */
function ruleInstants(
  rrule: string,
  when: ImportedSchedule['when'],
  limit: number,
  untilMs?: number,
): number[] {
  const result: number[] = [];
  for (const occurrence of iterateOccurrences({
    rrule,
    dtstart: dtstartText(when),
    timeZone: when.timeZone!,
    limit,
    ...(untilMs === undefined ? {} : { until: new Date(untilMs).toISOString() }),
  })) {
    result.push(occurrence.epochMs);
  }
  return result;
}

/**
 * A counted series (at most MAX_SERIES_COUNT instances) is walked from its start on every look-up, so its
 * instants are listed once per file; an open or UNTIL series is looked up with the engine's skip-ahead.
 */
const countedSeries = new Map<string, { instants: Set<number>; dates: Set<string> }>();

function countedInstants(rrule: string, when: ImportedSchedule['when']) {
  if (!/(?:^|;)COUNT=/i.test(rrule)) return null;
  const key = `${rrule}|${dtstartText(when)}|${when.timeZone}`;
  let entry = countedSeries.get(key);
  if (!entry) {
    const instants = ruleInstants(rrule, when, MAX_SERIES_COUNT);
    entry = {
      instants: new Set(instants),
      dates: new Set(instants.map((ms) => formatLocalDate(toZoned(ms, when.timeZone!)))),
    };
    countedSeries.set(key, entry);
  }
  return entry;
}

/** Whether the rule has an occurrence starting exactly at `epochMs`. */
function isRuleInstant(rrule: string, when: ImportedSchedule['when'], epochMs: number): boolean {
  const counted = countedInstants(rrule, when);
  if (counted) return counted.instants.has(epochMs);
  const iso = new Date(epochMs).toISOString();
  for (const occurrence of iterateOccurrences({
    rrule,
    dtstart: dtstartText(when),
    timeZone: when.timeZone!,
    from: iso,
    until: iso,
    limit: 1,
  })) {
    if (occurrence.epochMs === epochMs) return true;
  }
  return false;
}

/** Whether the rule has an occurrence starting on the local date `date`. */
function isRuleDate(rrule: string, when: ImportedSchedule['when'], date: string): boolean {
  const counted = countedInstants(rrule, when);
  if (counted) return counted.dates.has(date);
  for (const occurrence of iterateOccurrences({
    rrule,
    dtstart: dtstartText(when),
    timeZone: when.timeZone!,
    from: `${date}T00:00:00`,
    until: date,
    limit: 1,
  })) {
    return formatLocalDate(toZoned(occurrence.epochMs, when.timeZone!)) === date;
  }
  return false;
}

interface TextFields {
  name: string;
  description: string | null;
  url: string | null;
  image: string | null;
  location: string | null;
  geo: { lat: number; lng: number } | null;
  categories: string[];
  cancelled: boolean;
  status: string | null;
}

function textOf(component: CalendarComponent, name: string): string | null {
  const line = propertyOf(component, name);
  if (!line) return null;
  const text = unescapeText(line.value).trim();
  return text === '' ? null : text;
}

function httpUrl(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const IMAGE_EXTENSION = /\.(?:jpe?g|png|gif|webp|avif)(?:$|[?#])/i;

/** RFC 7986 IMAGE DISPLAY values, the event's picture first: a BADGE is an icon. */
const DISPLAY_ORDER = ['FULLSIZE', 'GRAPHIC', 'THUMBNAIL', 'BADGE'];
const displayRank = (line: ContentLine) => {
  const display = (line.params.DISPLAY ?? ['GRAPHIC']).map((value) => value.toUpperCase());
  return Math.min(
    ...display.map((value) => (DISPLAY_ORDER.includes(value) ? DISPLAY_ORDER.indexOf(value) : 1)),
  );
};

function imageOf(component: CalendarComponent): string | null {
  const images = propertiesOf(component, 'IMAGE').sort((a, b) => displayRank(a) - displayRank(b));
  for (const line of images) {
    const url = httpUrl(line.value);
    if (url) return url;
  }
  for (const line of propertiesOf(component, 'ATTACH')) {
    if (paramOf(line, 'VALUE')?.toUpperCase() === 'BINARY' || paramOf(line, 'ENCODING')) continue;
    const url = httpUrl(line.value);
    const type = paramOf(line, 'FMTTYPE')?.toLowerCase();
    if (url && (type?.startsWith('image/') || (!type && IMAGE_EXTENSION.test(new URL(url).pathname))))
      return url;
  }
  return null;
}

function geoOf(component: CalendarComponent): { lat: number; lng: number } | null {
  // GEO is 'lat;lon'; Apple Calendar puts a place picked from Maps in X-APPLE-STRUCTURED-LOCATION as 'geo:lat,lon'.
  const value =
    propertyOf(component, 'GEO')?.value ??
    /^geo:(.*)$/i.exec(propertyOf(component, 'X-APPLE-STRUCTURED-LOCATION')?.value.trim() ?? '')?.[1];
  const match = /^\s*([+-]?\d+(?:\.\d+)?)\s*[;,]\s*([+-]?\d+(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

function readTextFields(component: CalendarComponent, fallback?: TextFields): TextFields {
  const status = propertyOf(component, 'STATUS')?.value.trim().toUpperCase() || null;
  const has = (name: string) => propertyOf(component, name) !== undefined;
  const categories = propertiesOf(component, 'CATEGORIES')
    .flatMap((line) => splitTextList(line.value))
    .map((category) => category.trim())
    .filter(Boolean);
  const own: TextFields = {
    // Surrounding spaces are serialiser artefacts (Exchange's 'SUMMARY: TEST', Google's 'Event#1 '): trimmed.
    name: textOf(component, 'SUMMARY') ?? '',
    description: textOf(component, 'DESCRIPTION'),
    url: httpUrl(propertyOf(component, 'URL')?.value),
    image: imageOf(component),
    location: textOf(component, 'LOCATION'),
    geo: geoOf(component),
    categories,
    cancelled: status === 'CANCELLED',
    status,
  };
  if (!fallback) return own;
  // An override states what differs; what it leaves out is the master's.
  return {
    name: has('SUMMARY') ? own.name : fallback.name,
    description: has('DESCRIPTION') ? own.description : fallback.description,
    url: has('URL') ? own.url : fallback.url,
    image: has('IMAGE') || has('ATTACH') ? own.image : fallback.image,
    location: has('LOCATION') ? own.location : fallback.location,
    geo: has('GEO') || has('X-APPLE-STRUCTURED-LOCATION') ? own.geo : fallback.geo,
    categories: has('CATEGORIES') ? own.categories : fallback.categories,
    cancelled: has('STATUS') ? own.cancelled : fallback.cancelled,
    status: has('STATUS') ? own.status : fallback.status,
  };
}

function sameText(a: TextFields, b: TextFields): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function finishSchedule(schedule: ImportedSchedule, line: number): ImportedSchedule {
  try {
    return {
      ...schedule,
      when: normalizeWhen(schedule.when),
      exdates: [...new Set(schedule.exdates)].sort(),
    };
  } catch (error) {
    const detail = error instanceof ScheduleError ? (error.detail ?? error.message) : String(error);
    throw new EventProblem(`its schedule cannot be stored: ${detail}`, line);
  }
}

function experience(
  key: string,
  kind: ImportedExperience['kind'],
  recurrenceId: string | null,
  fields: TextFields,
  schedule: ImportedSchedule,
): ImportedExperience {
  const body = { key, kind, recurrenceId, ...fields, schedule };
  return { ...body, contentHash: hashText(JSON.stringify(body)) };
}

/** Single-date schedule of a timing, in its own zone (all-day and floating: the calendar's). */
function singleSchedule(timing: Timing, uid: string, ctx: FileContext, line: number): ImportedSchedule {
  const zone = timing.start.allDay || timing.isUtc ? ctx.calendarZone : timing.start.zone;
  return finishSchedule(
    { when: { ...whenOf(timing, zone, uid, ctx), repeats: '' }, rrule: null, exdates: [] },
    line,
  );
}

/**
 * The series' RRULE in the product's form: a DATE series gets a DATE UNTIL, the product's limits apply. Returns
 * the rule text and the local date of its last occurrence (null when it never ends).
 */
function seriesRule(
  rule: RRule,
  when: ImportedSchedule['when'],
  uid: string,
  ctx: FileContext,
  line: number,
): { rrule: string; repeatsUntil: string | null } {
  const zone = when.timeZone!;
  const isAllDay = !when.startTime;
  if (rule.until?.kind === 'date-time' && isAllDay) {
    const local = rule.until.utc ? toZoned(localToUtcMs(rule.until), zone) : rule.until;
    rule.until = { kind: 'date', year: local.year, month: local.month, day: local.day };
  }
  const problem = checkSeriesLimits(rule, when.startDate!);
  if (problem?.part === 'FREQ') throw new EventProblem(problem.message, line);
  if (problem?.part === 'UNTIL') {
    const [year, month, day] = latestSeriesDate(when.startDate!).split('-').map(Number) as [
      number,
      number,
      number,
    ];
    rule.until = { kind: 'date', year, month, day };
    ctx.notes.push({ uid, line, reason: `${problem.message}: the series is cut there` });
  }
  if (problem?.part === 'COUNT') {
    rule.count = MAX_SERIES_COUNT;
    ctx.notes.push({ uid, line, reason: `${problem.message}: the series is cut there` });
  }
  const rrule = formatRRule(rule);
  let repeatsUntil: string | null = null;
  if (rule.until) {
    const until = rule.until;
    repeatsUntil =
      until.kind === 'date'
        ? formatLocalDate(until)
        : formatLocalDate(until.utc ? toZoned(localToUtcMs(until), zone) : until);
  } else if (rule.count !== undefined) {
    const instants = ruleInstants(rrule, when, rule.count);
    const last = instants[instants.length - 1];
    repeatsUntil = last === undefined ? when.startDate! : formatLocalDate(toZoned(last, zone));
  }
  // The first occurrence may end after a short series' last start: repeatsUntil is never before startDate.
  if (repeatsUntil !== null && repeatsUntil < when.startDate!) repeatsUntil = when.startDate!;
  return { rrule, repeatsUntil };
}

/** Whether a UTC series gives the same instants read on `zone`'s wall clock (first two years or 500 instances). */
function sameInstantsIn(
  rrule: string,
  utcWhen: ImportedSchedule['when'],
  zoneWhen: ImportedSchedule['when'],
  startMs: number,
): boolean {
  const horizon = startMs + 2 * 366 * DAY_MS;
  try {
    const a = ruleInstants(rrule, utcWhen, 500, horizon);
    const b = ruleInstants(rrule, zoneWhen, 500, horizon);
    return a.length === b.length && a.every((value, index) => value === b[index]);
  } catch {
    return false;
  }
}

/**
 * What producers add to an RRULE that RFC 5545 does not allow, read leniently and noted: empty parts ('WKST='),
 * X- parts, and COUNT beside UNTIL (UNTIL is kept: it says when the series ends).
 */
function lenientRule(value: string, uid: string, line: number, ctx: FileContext): string {
  const parts = value
    .trim()
    .replace(/^RRULE:/i, '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const kept = parts.filter((part) => {
    const [name = '', text = ''] = part.split('=');
    return text.trim() !== '' && !/^X-/i.test(name);
  });
  const hasUntil = kept.some((part) => /^UNTIL=/i.test(part));
  const result = hasUntil ? kept.filter((part) => !/^COUNT=/i.test(part)) : kept;
  if (result.length !== parts.length) {
    const dropped = parts.filter((part) => !result.includes(part));
    ctx.notes.push({ uid, line, reason: `RRULE parts not read: ${dropped.join(';')}` });
  }
  return result.join(';');
}

interface EventGroup {
  uid: string;
  master: CalendarComponent | null;
  overrides: CalendarComponent[];
  /** Further masters with the same UID (a broken file): skipped. */
  duplicates: CalendarComponent[];
}

function readGroup(
  group: EventGroup,
  ctx: FileContext,
  skipped: SkippedItem[],
): ImportedCalendarEvent | null {
  const { uid } = group;
  const parts: ImportedExperience[] = [];
  let masterFields: TextFields | null = null;
  let seriesSchedule: ImportedSchedule | null = null;
  let masterDuration: Duration | undefined;
  let rrule: string | null = null;
  let masterTiming: Timing | null = null;

  if (group.master) {
    const master = group.master;
    const timing = readTiming(master, ctx);
    masterTiming = timing;
    masterDuration = durationOf(timing);
    masterFields = readTextFields(master);
    const rruleLines = propertiesOf(master, 'RRULE');
    if (rruleLines.length > 1) {
      ctx.notes.push({
        uid,
        line: rruleLines[1]!.line,
        reason: 'more than one RRULE: only the first is read',
      });
    }
    const rruleLine = rruleLines[0];
    const seriesZone =
      timing.start.allDay || (timing.isUtc && !rruleLine) ? ctx.calendarZone : timing.start.zone;
    let when = {
      ...whenOf(timing, seriesZone, uid, ctx),
      repeats: '' as ImportedSchedule['when']['repeats'],
    };
    if (rruleLine) {
      const validated = validateRRule(lenientRule(rruleLine.value, uid, rruleLine.line, ctx));
      if (!validated.ok) throw new EventProblem(`RRULE cannot be read: ${validated.error}`, rruleLine.line);
      const rule = validated.rule;
      if (timing.isUtc && !timing.start.allDay) {
        // A UTC series: the calendar's zone when its wall clock gives the same instants, else UTC.
        const inCalendarZone = { ...whenOf(timing, ctx.calendarZone, uid, ctx), repeats: '' as const };
        const ruleText = formatRRule(rule);
        if (sameInstantsIn(ruleText, when, inCalendarZone, timing.start.epochMs)) when = inCalendarZone;
      }
      const startLocal = parseLocalParts(when.startDate!, when.startTime ?? '00:00');
      if (!isStartInRule(rule, startLocal)) {
        // Not one of its rule's days (series-start.ts): the series starts at its first real occurrence.
        const firstReal = ruleInstants(formatRRule(rule), when, 2)[1];
        if (firstReal !== undefined) {
          const zone = when.timeZone!;
          const start: Point = timing.start.allDay
            ? { allDay: true, date: dateOnly(toZoned(firstReal, zone)) }
            : { allDay: false, epochMs: firstReal, zone };
          const moved: Timing = { ...timing, start, end: addDuration(start, masterDuration) };
          ctx.notes.push({
            uid,
            line: rruleLine.line,
            reason: `DTSTART ${when.startDate} is not a day of its RRULE: the series starts on its first occurrence instead`,
          });
          when = { ...whenOf(moved, zone, uid, ctx), repeats: '' };
          masterTiming = moved;
        }
      }
      const { rrule: text, repeatsUntil } = seriesRule(rule, when, uid, ctx, rruleLine.line);
      rrule = text;
      const freq = REPEATING.find((frequency) => frequency === rule.freq) ?? '';
      when = { ...when, repeats: freq, repeatsUntil };
    }
    const exdates: string[] = [];
    const seriesZoneFinal = when.timeZone!;
    const firstStartMs = when.startTime
      ? toInstant({ ...parseLocalParts(when.startDate!, when.startTime), second: 0 }, seriesZoneFinal)
      : Number.NaN;
    // EXDATE: dates as they are; date-times only when they name an occurrence.
    const exactExclusions: number[] = [];
    for (const line of propertiesOf(master, 'EXDATE')) {
      const values = parseDateList(line);
      if (!values) {
        skipped.push({ uid, line: line.line, reason: `EXDATE is not a list of dates: '${line.value}'` });
        continue;
      }
      for (const value of values) {
        if (value.kind === 'date') {
          exdates.push(formatLocalDate(value));
          continue;
        }
        if (!when.startTime) {
          // A DATE-TIME EXDATE of a DATE series: its written date.
          exdates.push(formatLocalDate(value.local));
          continue;
        }
        const instant = instantOf(value, ctx);
        if (!instant) {
          skipped.push({
            uid,
            line: line.line,
            reason: `unknown time zone '${paramOf(line, 'TZID')}' in EXDATE`,
          });
          continue;
        }
        exactExclusions.push(instant.epochMs);
        const matches =
          instant.epochMs === firstStartMs || (rrule !== null && isRuleInstant(rrule, when, instant.epochMs));
        if (matches) exdates.push(formatLocalDate(toZoned(instant.epochMs, seriesZoneFinal)));
        else if (rrule !== null) {
          ctx.notes.push({
            uid,
            line: line.line,
            reason: `EXDATE ${localKey(value.local)}${value.zone.kind === 'utc' ? 'Z' : ''} names no occurrence: nothing removed`,
          });
        }
      }
    }
    seriesSchedule = finishSchedule({ when, rrule, exdates }, master.line);
    parts.push(experience(uid, 'series', null, masterFields, seriesSchedule));

    // RDATE: extra single-date experiences.
    for (const line of propertiesOf(master, 'RDATE')) {
      const values = parseDateList(line);
      if (!values) {
        skipped.push({ uid, line: line.line, reason: `RDATE is not a list of dates: '${line.value}'` });
        continue;
      }
      const periodEnds = parsePeriodEnds(line);
      for (const [index, value] of values.entries()) {
        let start: Point;
        if (timing.start.allDay) {
          start = { allDay: true, date: value.kind === 'date' ? dateOnly(value) : dateOnly(value.local) };
        } else if (value.kind === 'date') {
          const startLocal = toZoned(timing.start.epochMs, seriesZoneFinal);
          start = {
            allDay: false,
            epochMs: toInstant(
              {
                ...dateOnly(value),
                hour: startLocal.hour,
                minute: startLocal.minute,
                second: startLocal.second,
              },
              seriesZoneFinal,
            ),
            zone: seriesZoneFinal,
          };
        } else {
          const instant = instantOf(value, ctx);
          if (!instant) {
            skipped.push({
              uid,
              line: line.line,
              reason: `unknown time zone '${paramOf(line, 'TZID')}' in RDATE`,
            });
            continue;
          }
          start = { allDay: false, epochMs: instant.epochMs, zone: seriesZoneFinal };
        }
        // A PERIOD gives its own end; a date or date-time lasts as long as the series' first occurrence.
        const periodEnd = periodEnds[index];
        let end = addDuration(start, masterDuration);
        if (periodEnd && 'days' in periodEnd) end = addDuration(start, periodEnd);
        else if (periodEnd?.kind === 'date-time' && !start.allDay) {
          const endInstant = instantOf(periodEnd, ctx);
          if (endInstant && endInstant.epochMs >= start.epochMs)
            end = { ...start, epochMs: endInstant.epochMs };
        }
        const extra: Timing = { start, end, hasEnd: true, isUtc: false };
        const schedule = singleSchedule(
          { ...extra, start: start.allDay ? start : { ...start, zone: seriesZoneFinal } },
          uid,
          ctx,
          line.line,
        );
        const date = schedule.when.startDate!;
        const startMs = Date.parse(schedule.when.start ?? '');
        const isSeriesInstant = start.allDay
          ? rrule !== null
            ? isRuleDate(rrule, seriesSchedule.when, date)
            : date === seriesSchedule.when.startDate
          : startMs === Date.parse(seriesSchedule.when.start ?? '') ||
            (rrule !== null && isRuleInstant(rrule, seriesSchedule.when, startMs));
        const isExcluded = start.allDay
          ? exdates.includes(date)
          : exactExclusions.includes(startMs) ||
            propertiesOf(master, 'EXDATE').some((exline) =>
              (parseDateList(exline) ?? []).some((v) => v.kind === 'date' && formatLocalDate(v) === date),
            );
        if (isSeriesInstant || isExcluded) continue;
        const key = `${uid}#rdate:${schedule.when.startTime ? `${date}T${schedule.when.startTime}` : date}`;
        if (parts.some((part) => part.key === key)) continue;
        parts.push(experience(key, 'extra-date', null, masterFields, schedule));
      }
    }
  }

  // RECURRENCE-ID overrides.
  const extraExdates: string[] = [];
  const overrides = [...group.overrides].sort((a, b) =>
    (propertyOf(a, 'RECURRENCE-ID')?.value ?? '').localeCompare(propertyOf(b, 'RECURRENCE-ID')?.value ?? ''),
  );
  for (const override of overrides) {
    try {
      const ridLine = propertyOf(override, 'RECURRENCE-ID')!;
      const ridValues = parseDateList(ridLine);
      if (!ridValues)
        throw new EventProblem(`RECURRENCE-ID is not a date or date-time: '${ridLine.value}'`, ridLine.line);
      const rid = ridValues[0]!;
      if (paramOf(ridLine, 'RANGE')?.toUpperCase() === 'THISANDFUTURE') {
        // Google and Outlook split such a change into a new series (a new UID); rare elsewhere.
        ctx.notes.push({
          uid,
          line: ridLine.line,
          reason: 'RANGE=THISANDFUTURE read as this occurrence only',
        });
      }
      const series = seriesSchedule;
      const seriesZone = series?.when.timeZone ?? ctx.calendarZone;
      const seriesAllDay = series ? !series.when.startTime : rid.kind === 'date';
      // The occurrence it names: a local date for a DATE series (a DATE-TIME there is read on its own wall
      // clock, as Exchange writes it), an instant for a timed one (a DATE names that date's occurrence).
      let ridKey: string;
      let ridInstant: number | null = null;
      let ridDate: string;
      if (seriesAllDay) {
        ridDate = formatLocalDate(rid.kind === 'date' ? rid : rid.local);
        ridKey = ridDate;
      } else if (rid.kind === 'date') {
        ridDate = formatLocalDate(rid);
        ridKey = ridDate;
      } else {
        const instant = instantOf(rid, ctx);
        if (!instant)
          throw new EventProblem(
            `unknown time zone '${paramOf(ridLine, 'TZID')}' in RECURRENCE-ID`,
            ridLine.line,
          );
        ridInstant = instant.epochMs;
        const local = toZoned(instant.epochMs, seriesZone);
        ridDate = formatLocalDate(local);
        ridKey = localKey(local);
      }
      const key = `${uid}#${ridKey}`;
      // Does the series have that occurrence?
      let matchesSeries = false;
      if (series) {
        if (ridInstant !== null) {
          matchesSeries =
            ridInstant === Date.parse(series.when.start ?? '') ||
            (series.rrule !== null && isRuleInstant(series.rrule, series.when, ridInstant));
        } else {
          matchesSeries =
            ridDate === series.when.startDate ||
            (series.rrule !== null && isRuleDate(series.rrule, series.when, ridDate));
        }
        matchesSeries = matchesSeries && !series.exdates.includes(ridDate);
      }
      const rdatePart = parts.findIndex(
        (part) =>
          part.kind === 'extra-date' &&
          (ridInstant !== null
            ? Date.parse(part.schedule.when.start ?? '') === ridInstant
            : part.schedule.when.startDate === ridDate),
      );
      const fields = readTextFields(override, masterFields ?? undefined);
      if (fields.cancelled && !masterFields?.cancelled) {
        // Only left out: its own times do not matter (and need not be readable).
        if (matchesSeries) extraExdates.push(ridDate);
        if (rdatePart >= 0) parts.splice(rdatePart, 1);
        continue;
      }
      const timing = readTiming(override, ctx, masterDuration);
      const schedule = singleSchedule(timing, uid, ctx, override.line);
      if (matchesSeries && series && masterFields && masterTiming) {
        // Unchanged if it starts and ends where the series' occurrence does and says the same.
        const originalStart = ridInstant ?? null;
        const sameStart = seriesAllDay
          ? schedule.when.startDate === ridDate && !schedule.when.startTime
          : originalStart !== null && Date.parse(schedule.when.start ?? '') === originalStart;
        const sameLength = JSON.stringify(durationOf(timing)) === JSON.stringify(masterDuration);
        if (sameStart && sameLength && sameText(fields, masterFields)) continue;
        extraExdates.push(ridDate);
      }
      if (rdatePart >= 0) parts.splice(rdatePart, 1);
      parts.push(experience(key, 'override', ridKey, fields, schedule));
    } catch (error) {
      const line = error instanceof EventProblem ? (error.line ?? override.line) : override.line;
      const message = error instanceof Error ? error.message : String(error);
      skipped.push({ uid, line, reason: `occurrence override not imported: ${message}` });
    }
  }
  if (extraExdates.length > 0 && seriesSchedule) {
    seriesSchedule = {
      ...seriesSchedule,
      exdates: [...new Set([...seriesSchedule.exdates, ...extraExdates])].sort(),
    };
    parts[0] = experience(uid, 'series', null, masterFields!, seriesSchedule);
  }
  const first = parts[0];
  if (!first) return null;
  const head = masterFields ?? {
    name: first.name,
    description: first.description,
    url: first.url,
    image: first.image,
    location: first.location,
    geo: first.geo,
    categories: first.categories,
    cancelled: first.cancelled,
    status: first.status,
  };
  const { status: _status, ...shown } = head;
  return {
    uid,
    ...shown,
    schedule: first.schedule,
    experiences: parts,
    contentHash: hashText(parts.map((part) => part.contentHash).join('\n')),
  };
}

/** SHA-256 (hex) of the unfolded content lines without DTSTAMP: the same for a feed that only re-stamped itself. */
export function calendarFileHash(text: string): string {
  const lines = unfoldLines(text)
    .map((line) => line.text)
    .filter((line) => !/^DTSTAMP[;:]/i.test(line));
  return hashText(lines.join('\n'));
}

function calendarZoneOf(calendar: CalendarComponent, defaultTimeZone: string): string {
  const declared = propertyOf(calendar, 'X-WR-TIMEZONE')?.value;
  const fromDeclared = declared ? zoneOfName(unescapeText(declared)) : null;
  if (fromDeclared) return fromDeclared;
  const zones = new Set<string>();
  for (const tzid of usedTzids(calendar)) {
    const zone = zoneOfName(tzid);
    if (zone) zones.add(zone);
    else return canonicalZone(defaultTimeZone) ?? defaultTimeZone;
  }
  if (zones.size === 1) return [...zones][0]!;
  return canonicalZone(defaultTimeZone) ?? defaultTimeZone;
}

/**
 * Reads an .ics text into the experiences it becomes. Never throws for bad content: a line or event that
 * cannot be read is in `skipped` with its line and reason, and everything else is in `events`.
 */
export function readCalendarFile(text: string, options: ReadCalendarOptions): CalendarFile {
  countedSeries.clear();
  try {
    return readCalendarText(text, options);
  } finally {
    countedSeries.clear();
  }
}

function readCalendarText(text: string, options: ReadCalendarOptions): CalendarFile {
  const parsed = parseCalendarText(text);
  const skipped: SkippedItem[] = parsed.problems.map((problem) => ({
    line: problem.line,
    reason: problem.reason,
  }));
  const notes: SkippedItem[] = parsed.repairs.map((repair) => ({ line: repair.line, reason: repair.reason }));
  const fileHash = calendarFileHash(text);
  const calendar = parsed.components.find((component) => component.name === 'VCALENDAR');
  if (!calendar) {
    skipped.push({ reason: 'no VCALENDAR in the file' });
    return { events: [], skipped, notes, fileHash };
  }
  for (const other of parsed.components) {
    if (other !== calendar)
      skipped.push({ line: other.line, reason: `BEGIN:${other.name} outside the calendar` });
  }
  const calendarZone = calendarZoneOf(calendar, options.defaultTimeZone);
  const preferredZones = (): string[] => {
    const zones = new Set<string>([calendarZone]);
    for (const tzid of usedTzids(calendar)) {
      const zone = zoneOfName(tzid);
      if (zone) zones.add(zone);
    }
    zones.add(options.defaultTimeZone);
    return [...zones];
  };
  const ctx: FileContext = {
    calendarZone,
    resolver: createZoneResolver(calendar, preferredZones),
    notes,
  };

  const groups = new Map<string, EventGroup>();
  const order: EventGroup[] = [];
  for (const component of calendar.components) {
    if (component.name !== 'VEVENT') continue;
    const uidLine = propertyOf(component, 'UID');
    // Without a UID, an event is known by its content: it re-imports as new when that changes.
    const uid =
      uidLine && unescapeText(uidLine.value).trim() !== ''
        ? unescapeText(uidLine.value).trim()
        : `no-uid-${hashText(
            component.properties
              .filter((line) => line.name !== 'DTSTAMP')
              .map((line) => `${line.name}:${line.value}`)
              .join('\n'),
          ).slice(0, 16)}`;
    let group = groups.get(uid);
    if (!group) {
      group = { uid, master: null, overrides: [], duplicates: [] };
      groups.set(uid, group);
      order.push(group);
    }
    if (propertyOf(component, 'RECURRENCE-ID')) group.overrides.push(component);
    else if (group.master) group.duplicates.push(component);
    else group.master = component;
  }

  const events: ImportedCalendarEvent[] = [];
  const limit = options.maxEvents ?? Number.POSITIVE_INFINITY;
  for (const group of order) {
    for (const duplicate of group.duplicates) {
      skipped.push({
        uid: group.uid,
        line: duplicate.line,
        reason: 'a second event with the same UID and no RECURRENCE-ID',
      });
    }
    if (events.length >= limit) {
      skipped.push({
        uid: group.uid,
        line: (group.master ?? group.overrides[0])?.line,
        reason: `over the limit of ${limit} events per calendar`,
      });
      continue;
    }
    try {
      const event = readGroup(group, ctx, skipped);
      if (event) events.push(event);
    } catch (error) {
      // Any failure stays inside its event: the rest of the calendar still imports.
      const line = error instanceof EventProblem ? (error.line ?? group.master?.line) : group.master?.line;
      skipped.push({ uid: group.uid, line, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  const calendarName = textOf(calendar, 'X-WR-CALNAME') ?? textOf(calendar, 'NAME') ?? undefined;
  return {
    ...(calendarName ? { calendarName } : {}),
    timeZone: calendarZone,
    events,
    skipped,
    // A zone tried twice (a UTC series) notes the same loss twice: each once.
    notes: [...new Map(notes.map((note) => [JSON.stringify(note), note])).values()],
    fileHash,
  };
}
