/**
 * Calendar import (issue 26): a 5,000-event feed, 1,000 of them repeating (weekly and monthly rules with an EXDATE
 * each), read by readCalendarFile into the experiences it becomes, against ical.js merely parsing the same text
 * and reading each event's start, end, summary and rule (no schedule built, no hashes, no zone resolution): the
 * floor of reading the file at all.
 */
import { performance } from 'node:perf_hooks';
import ICAL from 'ical.js';
import { buildVTimezoneLines } from '../src/calendar/index.ts';
import { readCalendarFile } from '../src/imports/ical/index.ts';
import type { BenchResult } from './bench-result.ts';

const EVENTS = 5_000;
const REPEATING = 1_000;
const TIMED_RUNS = 3;

function buildFeed(): string {
  // With its VTIMEZONE, as Google writes a feed (without one, ical.js looks for it among all 5,000 events each time).
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bench//EN',
    'X-WR-TIMEZONE:America/New_York',
    ...buildVTimezoneLines('America/New_York', 2026, 2029),
  ];
  for (let index = 0; index < EVENTS; index++) {
    const month = String((index % 12) + 1).padStart(2, '0');
    const day = String((index % 28) + 1).padStart(2, '0');
    const start = `2027${month}${day}T190000`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${index}@bench`,
      'DTSTAMP:20270101T000000Z',
      `DTSTART;TZID=America/New_York:${start}`,
      `DTEND;TZID=America/New_York:2027${month}${day}T210000`,
      `SUMMARY:Event ${index}`,
      'DESCRIPTION:An evening of music\\, food and friends\\nDoors at 7',
      'LOCATION:Royale\\, 279 Tremont St\\, Boston',
    );
    if (index < REPEATING) {
      lines.push(
        index % 2 === 0 ? 'RRULE:FREQ=WEEKLY;UNTIL=20281231T235959Z' : 'RRULE:FREQ=MONTHLY;COUNT=24',
        `EXDATE;TZID=America/New_York:${start}`,
      );
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

function median(run: () => void): number {
  const times: number[] = [];
  for (let index = 0; index < TIMED_RUNS; index++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

export async function benchCalendarImport(): Promise<BenchResult[]> {
  const text = buildFeed();
  const read = () => readCalendarFile(text, { defaultTimeZone: 'America/New_York' });
  const parse = () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    // The component API: new ICAL.Event() costs about 1 ms per event in a 5,000-event calendar.
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      void ['dtstart', 'dtend', 'summary', 'rrule'].map((name) => vevent.getFirstPropertyValue(name));
    }
  };
  const result = read();
  const experiences = result.events.reduce((sum, event) => sum + event.experiences.length, 0);
  read();
  parse();
  const ms = median(read);
  const baselineMs = median(parse);
  return [
    {
      name: `readCalendarFile, ${EVENTS} events (${REPEATING} repeating)`,
      baselineName: 'ical.js 2.2 parse + each DTSTART, DTEND, SUMMARY, RRULE',
      baselineMs,
      ms,
      ratio: ms / baselineMs,
      detail: `${result.events.length} events, ${experiences} experiences, ${result.skipped.length} skipped, ${(text.length / 1e6).toFixed(1)} MB`,
    },
  ];
}
