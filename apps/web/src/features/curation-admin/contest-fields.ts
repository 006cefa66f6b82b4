/**
 * A contest form's fields read into the API's body: times typed as the wall clock of the cities (both on New York
 * time, spec §1) become instants, empty fields become null.
 */
import { isLocationSlug, type LocationSlug } from '@happenings/domain/locations';
import { parseLocalDateTime, toInstant, toZoned } from '@happenings/domain/time';
import { readField } from './form-field';

export const CONTEST_TIME_ZONE = 'America/New_York';

export interface ContestBody {
  slug: string;
  name: string;
  description: string | null;
  location: LocationSlug | null;
  rules: string | null;
  prize: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

/** '2026-12-01T09:00' in New York -> an ISO instant; '' -> null; anything else -> undefined (invalid). */
export function readWallClock(text: string): string | null | undefined {
  if (!text) return null;
  const local = parseLocalDateTime(text);
  return local ? new Date(toInstant(local, CONTEST_TIME_ZONE)).toISOString() : undefined;
}

/** An instant as a datetime-local value in New York ('' for none). */
export function toWallClock(iso: string | null): string {
  if (!iso) return '';
  const zoned = toZoned(Date.parse(iso), CONTEST_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${zoned.year}-${pad(zoned.month)}-${pad(zoned.day)}T${pad(zoned.hour)}:${pad(zoned.minute)}`;
}

/** The body, or 'bad-dates' when a time cannot be read or the end is not after the start. */
export function readContestBody(formData: FormData): ContestBody | 'bad-dates' {
  const text = (name: string) => readField(formData, name).trim() || null;
  const startsAt = readWallClock(readField(formData, 'startsAt'));
  const endsAt = readWallClock(readField(formData, 'endsAt'));
  if (startsAt === undefined || endsAt === undefined) return 'bad-dates';
  if (startsAt && endsAt && Date.parse(startsAt) >= Date.parse(endsAt)) return 'bad-dates';
  const location = readField(formData, 'location');
  return {
    slug: readField(formData, 'slug').trim().toLowerCase(),
    name: readField(formData, 'name').trim(),
    description: text('description'),
    location: isLocationSlug(location) ? location : null,
    rules: text('rules'),
    prize: text('prize'),
    startsAt,
    endsAt,
  };
}
