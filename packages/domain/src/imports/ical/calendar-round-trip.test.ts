/**
 * Round trip at the domain level: experiences written by the product's own iCalendar writer (toCalendarEvent +
 * buildICalendar, the feeds' and the event page's export) and read back by readCalendarFile give the same
 * occurrences, both sides expanded by the product's expandSchedule over a year that crosses both daylight-saving
 * changes.
 */
import { describe, expect, it } from 'vitest';
import { expandSchedule, type ScheduleFields } from '../../../../db/src/experiences/occurrences.expand.ts';
import { type CalendarEventSource, toCalendarEvent } from '../../calendar/experience-calendar-event.ts';
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
  const events = experiences.map(
    (experience) => toCalendarEvent(toSource(experience), `https://happenings.example/e/${experience.id}`)!,
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

  it('reads weekday hours back as the whole open days, the form the export gives them', () => {
    // The export has no per-weekday hours (an event has one DTSTART and DTEND): it writes such a schedule as
    // all-day, weekly on the open days. Every original opening falls on an imported day.
    const weeklyHours: Experience = {
      id: 'museum',
      when: {
        startDate: '2026-03-03',
        endDate: '2026-03-03',
        repeats: 'WEEKLY',
        repeatsUntil: '2026-09-30',
        weekdays: MUSEUM_HOURS,
      },
    };
    const [event] = exportAndImport([weeklyHours]).events;
    const dayOf = (key: string) => key.slice(0, 10);
    const original = occurrenceKeys(fieldsOf(normalizeWhen(weeklyHours.when), null, [])).map(dayOf);
    const imported = new Set(importedKeys(event!.experiences.map((part) => part.schedule)).map(dayOf));
    expect(original.length).toBeGreaterThan(100);
    for (const day of original) expect(imported.has(day), day).toBe(true);
  });
});
