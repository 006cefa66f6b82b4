/**
 * Round trip at the domain level: experiences written by the product's own iCalendar writer (toCalendarEvent +
 * buildICalendar, the feeds' and the event page's export) and read back by readCalendarFile give the same
 * occurrences, both sides expanded by the product's expandSchedule over a year that crosses both daylight-saving
 * changes.
 */
import { describe, expect, it } from 'vitest';
import { expandSchedule, type ScheduleFields } from '../../../../db/src/experiences/occurrences.expand.ts';
import { type CalendarEventSource, toCalendarEvents } from '../../calendar/experience-calendar-event.ts';
import { buildICalendar } from '../../calendar/icalendar.ts';
import { normalizeWhen } from '../../schedule/resolve-when.ts';
import type { When } from '../../schedule/when.schema.ts';
import type { ImportedSchedule } from './imported-calendar-event.ts';
import { readCalendarFile } from './read-calendar-file.ts';

const WINDOW = { fromMs: Date.parse('2026-03-01T00:00:00Z'), toMs: Date.parse('2027-03-01T00:00:00Z') };
const NOW = Date.parse('2026-02-20T12:00:00Z');

interface Experience {
  id: string;
  when: When;
  rrule?: string;
  exdates?: string[];
}

const MUSEUM_HOURS = {
  monday: 'closed',
  tuesday: '10:00-17:00',
  wednesday: '10:00-17:00',
  thursday: '10:00-21:00',
  friday: '10:00-17:00',
  saturday: '10:00-17:00',
  sunday: '11:00-17:00',
} as const;

const BAR_HOURS = {
  monday: 'closed',
  tuesday: '16:00-23:00',
  wednesday: '16:00-23:00',
  thursday: '16:00-24:00',
  friday: '16:00-02:00',
  saturday: '12:00-02:00',
  sunday: '',
} as const;

/**
 * Opening hours per weekday, each written as a family of weekly VEVENTs (one per distinct opening), over the
 * window's two daylight-saving changes (2026-03-08 and 2026-11-01 in New York).
 */
const WEEKDAY_HOURS: (Experience & { uids: string[] })[] = [
  {
    id: 'museum',
    when: {
      startDate: '2026-03-03',
      endDate: '2026-03-03',
      repeats: 'WEEKLY',
      repeatsUntil: '2026-11-29',
      weekdays: MUSEUM_HOURS,
    },
    exdates: ['2026-07-04', '2026-11-26', '2026-03-09'],
    uids: ['museum-1000-1700@happenings', 'museum-1000-2100@happenings', 'museum-1100-1700@happenings'],
  },
  {
    id: 'exhibition',
    when: { startDate: '2026-03-01', endDate: '2026-12-31', repeats: '', weekdays: MUSEUM_HOURS },
    uids: [
      'exhibition-1000-1700@happenings',
      'exhibition-1000-2100@happenings',
      'exhibition-1100-1700@happenings',
    ],
  },
  {
    // Starts on a Sunday, inside the Saturday-noon-to-Monday opening; ends on a Saturday, cutting it again.
    id: 'bar',
    when: {
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      repeats: 'WEEKLY',
      repeatsUntil: '2026-11-07',
      weekdays: BAR_HOURS,
    },
    exdates: ['2026-10-31', '2026-03-10'],
    uids: [
      'bar-1600-2300@happenings',
      'bar-1600-2400@happenings',
      'bar-1600-0200+1@happenings',
      'bar-1200-2400+1@happenings',
      'bar-first@happenings',
      'bar-last@happenings',
    ],
  },
  {
    // Friday to Sunday all day is one opening of three days: one VEVENT, under the event's own UID.
    id: 'long-weekend',
    when: {
      startDate: '2026-03-04',
      endDate: '2026-03-04',
      repeats: 'WEEKLY',
      repeatsUntil: '2027-01-10',
      weekdays: { friday: '', saturday: '', sunday: '' },
    },
    exdates: ['2026-11-27'],
    uids: ['long-weekend@happenings'],
  },
  {
    // 02:30 does not exist on 2026-03-08 and 01:30 happens twice on 2026-11-01 (RFC 5545 §3.3.5: the time
    // before the gap, the first of the two); Sunday's opening starts within Saturday's, and the series starts on
    // a Sunday, inside one.
    id: 'small-hours',
    when: {
      startDate: '2026-02-01',
      endDate: '2026-02-01',
      repeats: 'WEEKLY',
      weekdays: { sunday: '01:30-04:00', saturday: '22:00-02:30', wednesday: '02:30-03:00' },
    },
    uids: [
      'small-hours-0230-0300@happenings',
      'small-hours-2200-0400+1@happenings',
      'small-hours-first@happenings',
    ],
  },
  {
    id: 'market-forever',
    when: {
      startDate: '2026-02-14',
      endDate: '2026-02-14',
      repeats: 'WEEKLY',
      weekdays: { saturday: '09:00-15:00', sunday: '09:00-15:00' },
      timeZone: 'America/Los_Angeles',
    },
    uids: ['market-forever@happenings'],
  },
  {
    id: 'late-nights-all-day-sundays',
    when: {
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      repeats: 'WEEKLY',
      repeatsUntil: '2027-02-28',
      weekdays: { friday: '22:00-03:00', sunday: '' },
    },
    uids: [
      'late-nights-all-day-sundays-2200-0300+1@happenings',
      'late-nights-all-day-sundays-allday@happenings',
    ],
  },
];

/** The kinds of schedule the seed and the editor write (apps/api/src/seed/seed-schedules.ts). */
const EXPERIENCES: Experience[] = [
  {
    id: 'one-time',
    when: {
      startDate: '2026-03-07',
      endDate: '2026-03-07',
      startTime: '19:00',
      endTime: '21:30',
      repeats: '',
    },
  },
  {
    id: 'past-midnight',
    when: {
      startDate: '2026-03-07',
      endDate: '2026-03-08',
      startTime: '22:00',
      endTime: '02:00',
      repeats: '',
    },
  },
  { id: 'all-day', when: { startDate: '2026-04-10', endDate: '2026-04-12', repeats: '' } },
  {
    id: 'weekly',
    when: {
      startDate: '2026-03-03',
      endDate: '2026-03-03',
      startTime: '18:30',
      endTime: '20:00',
      repeats: 'WEEKLY',
      repeatsUntil: '2026-11-24',
    },
  },
  {
    id: 'weekly-forever',
    when: {
      startDate: '2026-03-05',
      endDate: '2026-03-05',
      startTime: '08:00',
      endTime: '09:00',
      repeats: 'WEEKLY',
    },
    exdates: ['2026-03-26', '2026-11-26'],
  },
  {
    id: 'monthly-31st',
    when: {
      startDate: '2026-01-31',
      endDate: '2026-01-31',
      startTime: '20:00',
      endTime: '23:00',
      repeats: 'MONTHLY',
      repeatsUntil: '2026-12-31',
    },
  },
  {
    id: 'rrule-last-saturday',
    when: {
      startDate: '2026-02-28',
      endDate: '2026-02-28',
      startTime: '21:00',
      endTime: '23:00',
      repeats: 'MONTHLY',
    },
    rrule: 'FREQ=MONTHLY;BYDAY=-1SA',
    exdates: ['2026-05-30', '2026-10-31'],
  },
  {
    id: 'rrule-biweekly-count',
    when: {
      startDate: '2026-03-07',
      endDate: '2026-03-07',
      startTime: '10:00',
      endTime: '12:00',
      repeats: 'WEEKLY',
    },
    rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;COUNT=10',
  },
  {
    id: 'rrule-all-day',
    when: { startDate: '2026-03-02', endDate: '2026-03-02', repeats: 'WEEKLY' },
    rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
    exdates: ['2026-03-04'],
  },
  {
    id: 'los-angeles-daily',
    when: {
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      startTime: '07:00',
      endTime: '07:45',
      repeats: 'DAILY',
      repeatsUntil: '2026-04-30',
      timeZone: 'America/Los_Angeles',
    },
  },
  { id: 'ongoing', when: { startDate: '2026-03-01', endDate: '2026-06-30', repeats: '' } },
];

function toSource(experience: Experience): CalendarEventSource {
  const when = normalizeWhen(experience.when);
  return {
    id: experience.id,
    name: `Event ${experience.id}`,
    description: 'Line one, with a comma; and a semicolon\nLine two',
    rrule: experience.rrule ?? null,
    timeZone: when.timeZone ?? null,
    exdates: experience.exdates ?? [],
    when,
    where: { name: 'Royale', address: '279 Tremont St', city: 'Boston', state: 'MA' },
  };
}

function fieldsOf(when: When, rrule: string | null, exdates: readonly string[]): ScheduleFields {
  return {
    startDate: when.startDate ?? null,
    endDate: when.endDate ?? null,
    startTime: when.startTime ?? null,
    endTime: when.endTime ?? null,
    timeZone: when.timeZone ?? 'America/New_York',
    weekdays: when.weekdays ?? null,
    rrule,
    exdates: [...exdates],
    repeats: when.repeats ?? null,
    repeatsUntil: when.repeatsUntil ?? null,
  };
}

const occurrenceKeys = (fields: ScheduleFields) =>
  expandSchedule(fields, WINDOW).map(
    (occurrence) =>
      `${occurrence.startsAt.toISOString()}/${occurrence.endsAt.toISOString()}/${occurrence.isAllDay}`,
  );

const importedKeys = (schedules: readonly ImportedSchedule[]) =>
  schedules
    .flatMap((schedule) => occurrenceKeys(fieldsOf(schedule.when, schedule.rrule, schedule.exdates)))
    .sort();

function exportAndImport(experiences: readonly Experience[]) {
  const events = experiences.flatMap((experience) =>
    toCalendarEvents(toSource(experience), `https://happenings.example/e/${experience.id}`),
  );
  const text = buildICalendar(events, { now: NOW, calendarName: 'Boston', timeZone: 'America/New_York' });
  return readCalendarFile(text, { defaultTimeZone: 'America/New_York' });
}

describe('the product’s own export read back', () => {
  it('gives the same occurrences for every kind of schedule it writes', () => {
    const file = exportAndImport(EXPERIENCES);
    expect(file.skipped).toEqual([]);
    expect(file.calendarName).toBe('Boston');
    expect(file.events.map((event) => event.uid)).toEqual(
      EXPERIENCES.map((experience) => `${experience.id}@happenings`),
    );
    file.events.forEach((event, index) => {
      const experience = EXPERIENCES[index]!;
      const original = occurrenceKeys(
        fieldsOf(normalizeWhen(experience.when), experience.rrule ?? null, experience.exdates ?? []),
      ).sort();
      expect(original.length, experience.id).toBeGreaterThan(0);
      expect(importedKeys(event.experiences.map((part) => part.schedule)), experience.id).toEqual(original);
      expect(event.name).toBe(`Event ${experience.id}`);
      expect(event.description).toBe('Line one, with a comma; and a semicolon\nLine two');
      expect(event.location).toBe('Royale, 279 Tremont St, Boston, MA');
      expect(event.url).toBe(`https://happenings.example/e/${experience.id}`);
    });
  });

  it.each(WEEKDAY_HOURS)('gives the same openings for weekday hours: $id', (experience) => {
    const file = exportAndImport([experience]);
    expect(file.skipped).toEqual([]);
    const original = occurrenceKeys(
      fieldsOf(normalizeWhen(experience.when), null, experience.exdates ?? []),
    ).sort();
    expect(original.length).toBeGreaterThan(10);
    // One imported event per VEVENT of the family; together they open exactly when the original does.
    expect(file.events.map((event) => event.uid).sort()).toEqual([...experience.uids].sort());
    const imported = importedKeys(
      file.events.flatMap((event) => event.experiences.map((part) => part.schedule)),
    );
    expect(imported).toEqual(original);
    for (const event of file.events) {
      expect(event.name).toBe(`Event ${experience.id}`);
      expect(event.description).toBe('Line one, with a comma; and a semicolon\nLine two');
      expect(event.url).toBe(`https://happenings.example/e/${experience.id}`);
    }
  });
});
