/**
 * The schedule line of an experience, computed on the device by the domain's schedule engine (spec §4) rather
 * than read from the API's `schedule.text`: the app shows cached data for a day and offline, and 'Today at
 * 7:00 PM' saved yesterday would be wrong today.
 */
import type { When } from '@happenings/domain/schedule';
import { getScheduleText, type ScheduleText } from '@happenings/domain/schedule';
import type { Experience } from './experience.types.ts';

export function scheduleOf(
  experience: Pick<Experience, 'when' | 'status' | 'rrule' | 'timeZone'>,
  now: number,
): ScheduleText {
  return getScheduleText({
    when: experience.when as When,
    status: experience.status,
    rrule: experience.rrule ?? null,
    timeZone: experience.timeZone,
    now,
  });
}

/** 'Royale · Boston': the venue and its city, each once. */
export function venueLine(where: Pick<Experience['where'], 'name' | 'city'>): string {
  const parts = [where.name, where.city].map((part) => part?.trim()).filter(Boolean);
  return parts.filter((part, index) => parts.indexOf(part) === index).join(' · ');
}
