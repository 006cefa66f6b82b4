/**
 * The IANA zone of a TZID (RFC 5545 §3.2.19). The product stores wall-clock times in an IANA zone (spec §3
 * `when.timeZone`), so every TZID is resolved to one, in this order:
 * 1. an IANA name the runtime knows ('America/Chicago', 'US/Central', 'Europe/Kiev'), also at the end of a
 *    prefixed id ('/mozilla.org/20050126_1/America/New_York');
 * 2. a Windows id ('W. Europe Standard Time') through windows-iana (CLDR windowsZones), or a Windows display name
 *    ('(UTC-05:00) Eastern Time (US & Canada)') through windows-display-names.ts;
 * 3. otherwise the file's own VTIMEZONE of that TZID (Thunderbird's `TZID: 1`): the IANA zone whose offsets and
 *    transitions equal the VTIMEZONE's over the years the events use, preferring the zones the file already uses,
 *    the calendar's zone and its X-LIC-LOCATION.
 * Nothing is guessed from a name's offset alone: an unresolved TZID skips its event, named in the report.
 */
import { findIana } from 'windows-iana';
import { iterateOccurrences } from '../../recurrence/expand-occurrences.ts';
import { isValidTimeZone, localToUtcMs, offsetAt } from '../../time/zoned-time.ts';
import { type CalendarComponent, paramOf, propertiesOf, propertyOf } from './content-lines.ts';
import { parseDateList, parseDateText } from './date-values.ts';
import { windowsIdOfDisplayName } from './windows-display-names.ts';

const HOUR_MS = 3_600_000;
const YEAR_MS = 365.25 * 24 * HOUR_MS;

/** The runtime's canonical spelling of a zone it knows ('utc' → 'UTC'), or null. */
export function canonicalZone(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || !isValidTimeZone(trimmed)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A TZID's zone by name alone (IANA, prefixed IANA, Windows id or display name), or null. */
export function zoneOfName(tzid: string): string | null {
  const name = tzid.trim().replace(/^"|"$/g, '');
  const direct = canonicalZone(name);
  if (direct) return direct;
  const segments = name.split('/').filter(Boolean);
  for (let start = 1; start < segments.length - 1; start++) {
    const suffix = canonicalZone(segments.slice(start).join('/'));
    if (suffix) return suffix;
  }
  const windowsId = windowsIdOfDisplayName(name) ?? name;
  for (const candidate of findIanaSafe(windowsId)) {
    const zone = canonicalZone(candidate);
    if (zone) return zone;
  }
  return null;
}

function findIanaSafe(windowsId: string): string[] {
  try {
    return findIana(windowsId) as string[];
  } catch {
    return [];
  }
}

interface Transition {
  epochMs: number;
  offsetMs: number;
}

function parseUtcOffset(text: string | undefined): number | null {
  const match = /^([+-])(\d{2})(\d{2})(\d{2})?$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * ((Number(match[2]) * 60 + Number(match[3])) * 60 + Number(match[4] ?? 0)) * 1000;
}

/**
 * The offset changes a VTIMEZONE defines between two instants (RFC 5545 §3.6.5): each STANDARD / DAYLIGHT
 * onset (DTSTART, its RRULE's instances and RDATEs, local times in TZOFFSETFROM), sorted. The last onset before
 * `fromMs` is included, so the offset in force at `fromMs` is known.
 */
export function vtimezoneTransitions(
  vtimezone: CalendarComponent,
  fromMs: number,
  toMs: number,
): Transition[] {
  const all: Transition[] = [];
  for (const observance of vtimezone.components) {
    if (observance.name !== 'STANDARD' && observance.name !== 'DAYLIGHT') continue;
    const from = parseUtcOffset(propertyOf(observance, 'TZOFFSETFROM')?.value);
    const to = parseUtcOffset(propertyOf(observance, 'TZOFFSETTO')?.value);
    const dtstartLine = propertyOf(observance, 'DTSTART');
    const start = dtstartLine ? parseDateText(dtstartLine.value, undefined) : null;
    if (from === null || to === null || !start) continue;
    const startLocal =
      start.kind === 'date' ? { ...start, hour: 0, minute: 0, second: 0 } : { ...start.local };
    const onsets: number[] = [localToUtcMs(startLocal)];
    for (const rdate of propertiesOf(observance, 'RDATE')) {
      for (const value of parseDateList(rdate) ?? []) {
        onsets.push(
          localToUtcMs(value.kind === 'date' ? { ...value, hour: 0, minute: 0, second: 0 } : value.local),
        );
      }
    }
    const rrule = propertyOf(observance, 'RRULE')?.value;
    if (rrule) {
      const pad = (n: number, width = 2) => String(n).padStart(width, '0');
      const dtstart = `${pad(startLocal.year, 4)}-${pad(startLocal.month)}-${pad(startLocal.day)}T${pad(startLocal.hour)}:${pad(startLocal.minute)}:${pad(startLocal.second)}`;
      try {
        for (const occurrence of iterateOccurrences({
          rrule,
          dtstart,
          timeZone: 'UTC',
          from: new Date(fromMs - 2 * YEAR_MS).toISOString(),
          until: new Date(toMs + YEAR_MS).toISOString(),
          limit: 1000,
        })) {
          onsets.push(occurrence.epochMs);
        }
      } catch {
        // An unreadable rule leaves the observance's DTSTART and RDATEs.
      }
    }
    for (const floating of onsets) all.push({ epochMs: floating - from, offsetMs: to });
  }
  all.sort((a, b) => a.epochMs - b.epochMs);
  const firstInside = all.findIndex((transition) => transition.epochMs >= fromMs);
  const startIndex = firstInside < 0 ? all.length - 1 : Math.max(0, firstInside - 1);
  return all.slice(Math.max(0, startIndex)).filter((transition) => transition.epochMs <= toMs);
}

function offsetFromTransitions(transitions: readonly Transition[], epochMs: number): number | null {
  let offset: number | null = null;
  for (const transition of transitions) {
    if (transition.epochMs > epochMs) break;
    offset = transition.offsetMs;
  }
  return offset ?? transitions[0]?.offsetMs ?? null;
}

/** Instants at which two zones with the same rules must agree: inside each steady period and either side of each change. */
function probeInstants(transitions: readonly Transition[], fromMs: number, toMs: number): number[] {
  const probes: number[] = [];
  const changes = transitions.filter((transition) => transition.epochMs > fromMs);
  let previous = fromMs;
  for (const change of changes) {
    probes.push((previous + change.epochMs) / 2, change.epochMs - 60_000, change.epochMs + 60_000);
    previous = change.epochMs;
  }
  probes.push((previous + toMs) / 2, toMs);
  // Every 30 days too, so a zone with an extra change of its own inside a period is told apart.
  for (let at = fromMs; at < toMs; at += 30 * 24 * HOUR_MS) probes.push(at);
  return probes;
}

let allZones: readonly string[] | null = null;
function runtimeZones(): readonly string[] {
  if (!allZones) {
    try {
      allZones = Intl.supportedValuesOf('timeZone');
    } catch {
      allZones = [];
    }
  }
  return allZones;
}

/**
 * The IANA zone whose offsets equal the VTIMEZONE's from `fromMs` to `toMs`, trying `preferred` zones first;
 * null when none does (a made-up zone: its events are skipped rather than placed at a wrong time).
 */
export function matchVtimezone(
  vtimezone: CalendarComponent,
  fromMs: number,
  toMs: number,
  preferred: readonly string[],
): string | null {
  const transitions = vtimezoneTransitions(vtimezone, fromMs, toMs);
  if (transitions.length === 0) return null;
  const probes = probeInstants(transitions, fromMs, toMs).map((at) => ({
    at,
    offset: offsetFromTransitions(transitions, at),
  }));
  const matches = (zone: string) => probes.every(({ at, offset }) => offsetAt(at, zone) === offset);
  const location = propertyOf(vtimezone, 'X-LIC-LOCATION')?.value;
  const tzidName = propertyOf(vtimezone, 'TZID')?.value ?? '';
  const named = [location ? zoneOfName(location) : null, zoneOfName(tzidName)];
  const ordered = [...preferred, ...named.filter((zone): zone is string => zone !== null)];
  for (const zone of ordered) if (isValidTimeZone(zone) && matches(zone)) return zone;
  // Cheap filter on two probes first: most zones differ there.
  const [first, last] = [probes[0]!, probes[probes.length - 1]!];
  for (const zone of runtimeZones()) {
    if (offsetAt(first.at, zone) !== first.offset || offsetAt(last.at, zone) !== last.offset) continue;
    if (matches(zone)) return canonicalZone(zone);
  }
  return null;
}

/** TZID → VTIMEZONE of the file (TZID compared as written, then trimmed). */
export function vtimezonesById(calendar: CalendarComponent): Map<string, CalendarComponent> {
  const byId = new Map<string, CalendarComponent>();
  for (const component of calendar.components) {
    if (component.name !== 'VTIMEZONE') continue;
    const tzid = propertyOf(component, 'TZID')?.value;
    if (tzid === undefined) continue;
    byId.set(tzid, component);
    if (!byId.has(tzid.trim())) byId.set(tzid.trim(), component);
  }
  return byId;
}

export interface ZoneResolver {
  /** The IANA zone of a TZID used around `nearMs`, or null. */
  resolve(tzid: string, nearMs: number): string | null;
}

/**
 * Matching a VTIMEZONE's rules may compare them with every zone the runtime knows: a file gets at most this many
 * such matchings (a real calendar uses one or two zones), so a file of made-up zones cannot cost minutes.
 */
export const MAX_VTIMEZONE_MATCHES = 10;

/** Resolves the TZIDs of one file, remembering each answer. */
export function createZoneResolver(
  calendar: CalendarComponent,
  preferred: () => readonly string[],
): ZoneResolver {
  const vtimezones = vtimezonesById(calendar);
  const cache = new Map<string, string | null>();
  let matchings = 0;
  return {
    resolve(tzid, nearMs) {
      if (cache.has(tzid)) return cache.get(tzid)!;
      let zone = zoneOfName(tzid);
      if (!zone) {
        const vtimezone = vtimezones.get(tzid) ?? vtimezones.get(tzid.trim());
        if (vtimezone && matchings < MAX_VTIMEZONE_MATCHES) {
          matchings++;
          zone = matchVtimezone(vtimezone, nearMs - YEAR_MS, nearMs + YEAR_MS, preferred());
        }
      }
      cache.set(tzid, zone);
      return zone;
    },
  };
}

/** TZIDs used by the date properties of a component and its sub-components. */
export function usedTzids(component: CalendarComponent): Set<string> {
  const result = new Set<string>();
  const visit = (node: CalendarComponent) => {
    if (node.name === 'VTIMEZONE') return;
    for (const property of node.properties) {
      const tzid = paramOf(property, 'TZID');
      if (tzid !== undefined) result.add(tzid);
    }
    node.components.forEach(visit);
  };
  visit(component);
  return result;
}
