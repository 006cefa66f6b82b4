/**
 * "Fill in from a web page" (issue 26 One event from a page): what POST /api/v1/imports/page read from an event
 * page, laid onto the editor's draft. Only what the page gives is written; the host's own entries stay otherwise,
 * and nothing is saved until the host saves.
 *
 * Times: a date with an offset is an exact instant, shown in the event's time zone; one without an offset is the
 * venue's wall clock, taken as it is; a date alone makes the event all day.
 */
import type { components } from '@happenings/client';
import { toZoned } from '@happenings/domain/time';
import type { EventDraft } from './event-draft';

export type EventPageDraft = components['schemas']['EventPageDraft'];

/** When a page gives no end: a common length for an evening event, which the host adjusts. */
const DEFAULT_LENGTH_MINUTES = 120;

const pad = (value: number) => String(value).padStart(2, '0');

/** A published date → the local date and time ('HH:MM', '' for a date alone) in `timeZone`. */
export function toLocalParts(published: string, timeZone: string): { date: string; time: string } {
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(published) && published.includes('T');
  if (!hasOffset) return { date: published.slice(0, 10), time: published.slice(11, 16) };
  const local = toZoned(Date.parse(published), timeZone);
  return {
    date: `${local.year}-${pad(local.month)}-${pad(local.day)}`,
    time: `${pad(local.hour)}:${pad(local.minute)}`,
  };
}

/** `minutes` after a local date and time, on the wall clock. */
function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const moved = new Date(
    Date.UTC(
      Number(date.slice(0, 4)),
      Number(date.slice(5, 7)) - 1,
      Number(date.slice(8, 10)),
      hour,
      minute + minutes,
    ),
  );
  return {
    date: moved.toISOString().slice(0, 10),
    time: `${pad(moved.getUTCHours())}:${pad(moved.getUTCMinutes())}`,
  };
}

function applySchedule(schedule: EventDraft['schedule'], page: EventPageDraft): EventDraft['schedule'] {
  if (!page.startDate) return schedule;
  const start = toLocalParts(page.startDate, schedule.timeZone);
  const end = page.endDate ? toLocalParts(page.endDate, schedule.timeZone) : null;
  if (page.isAllDay) {
    return {
      ...schedule,
      mode: 'one-time',
      isAllDay: true,
      startDate: start.date,
      endDate: end?.date ?? start.date,
    };
  }
  const finish = end?.time ? end : addMinutes(start.date, start.time, DEFAULT_LENGTH_MINUTES);
  return {
    ...schedule,
    mode: 'one-time',
    isAllDay: false,
    startDate: start.date,
    startTime: start.time,
    endDate: finish.date,
    endTime: finish.time,
  };
}

export function applyEventPage(draft: EventDraft, page: EventPageDraft): EventDraft {
  const where = page.where;
  return {
    ...draft,
    name: page.name,
    description: page.description ?? draft.description,
    status: page.status ?? draft.status,
    where: where
      ? {
          ...draft.where,
          name: where.name ?? draft.where.name,
          address: where.address ?? '',
          city: where.city ?? draft.where.city,
          state: where.state ?? draft.where.state,
          // Another venue than the one picked before: its link and coordinates no longer hold.
          lat: '',
          lng: '',
          placeId: '',
        }
      : draft.where,
    schedule: applySchedule(draft.schedule, page),
  };
}
