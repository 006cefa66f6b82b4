/**
 * What an imported event writes into its experience: the calendar's name, description, schedule, place and status
 * as the editor stores them (experiences/experience-input.ts does the same for a typed event), and where it takes
 * place: a venue's own calendar is at that venue; otherwise LOCATION is matched to a known place by name and
 * address, and an unmatched one is kept as text with a place proposed to the host.
 */
import type { Database } from '@happenings/db/client';
import type { ExperienceValues } from '@happenings/db/experiences';
import { findPlaceByNameAndAddress, type PlaceRow } from '@happenings/db/places';
import { isInBoundingBox, LOCATION_LIST } from '@happenings/domain/locations';
import { checkSeriesLimits, validateRRule } from '@happenings/domain/recurrence';
import { deriveScheduleType, normalizeWhen } from '@happenings/domain/schedule';
import type { CalendarEventDraft } from './calendar-event-draft.ts';

/** The limits of the editor's body (experiences.schemas.ts), applied by cutting rather than refusing. */
const NAME_MAX = 200;
const DESCRIPTION_MAX = 20_000;
const WHERE_MAX = 300;
const EXDATES_MAX = 500;

export type CalendarValues = Pick<
  ExperienceValues,
  | 'name'
  | 'description'
  | 'startAt'
  | 'endAt'
  | 'untilAt'
  | 'timeZone'
  | 'startDate'
  | 'endDate'
  | 'startTime'
  | 'endTime'
  | 'weekdays'
  | 'rrule'
  | 'exdates'
  | 'repeats'
  | 'repeatsUntil'
  | 'scheduleType'
  | 'whereName'
  | 'whereAddress'
  | 'whereCity'
  | 'whereState'
  | 'lat'
  | 'lng'
  | 'placeId'
  | 'locationSlug'
  | 'status'
>;

/** Why an event cannot become an experience (the report names it); thrown by scheduleValues. */
export class UnusableEventError extends Error {}

const cut = (text: string | null, max: number) => (text && text.length > max ? text.slice(0, max) : text);

/** The schedule columns, checked as the editor checks them (spec §5, series limits). */
export function scheduleValues(draft: CalendarEventDraft) {
  let when: ReturnType<typeof normalizeWhen>;
  let scheduleType: string;
  try {
    when = normalizeWhen(draft.when);
    scheduleType = deriveScheduleType(when);
  } catch (error) {
    throw new UnusableEventError(
      `Its dates cannot be read: ${error instanceof Error ? error.message : error}`,
    );
  }
  const rrule = draft.rrule?.replace(/^RRULE:/i, '').trim() || null;
  if (rrule) {
    const checked = validateRRule(rrule);
    if (!checked.ok) throw new UnusableEventError(`Its repeat rule cannot be used: ${checked.error}`);
    const overLimit = checkSeriesLimits(checked.rule, when.startDate as string);
    if (overLimit) throw new UnusableEventError(`Its repeat rule goes too far: ${overLimit.message}`);
  }
  return {
    startAt: when.start ? new Date(when.start) : null,
    endAt: when.end ? new Date(when.end) : null,
    untilAt: when.until ? new Date(when.until) : null,
    timeZone: when.timeZone ?? 'America/New_York',
    startDate: when.startDate ?? null,
    endDate: when.endDate ?? null,
    startTime: when.startTime ?? null,
    endTime: when.endTime ?? null,
    weekdays: when.weekdays ?? null,
    rrule,
    exdates: [...new Set(draft.exdates)].sort().slice(0, EXDATES_MAX),
    repeats: when.repeats ? when.repeats : null,
    repeatsUntil: when.repeatsUntil ?? null,
    scheduleType,
  };
}

/** The description, with the event's own page at the end when the text does not already link it. */
function describe(draft: CalendarEventDraft): string | null {
  const text = draft.description?.trim() || null;
  if (!draft.url || text?.includes(draft.url)) return cut(text, DESCRIPTION_MAX);
  const withLink = text ? `${text}\n\n${draft.url}` : draft.url;
  return cut(withLink, DESCRIPTION_MAX);
}

/** 'Jazz Club, 12 Main St, Boston, MA 02116' → name 'Jazz Club', address '12 Main St', city, state. */
export function splitLocation(location: string): {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
} {
  const parts = location
    .split(/,|\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const [name = location.trim(), address = null, city = null, stateAndCode = null] = parts;
  const state = stateAndCode?.replace(/\s*\d{5}(-\d{4})?$/, '').trim() || null;
  return { name, address, city, state };
}

export interface WhereChoice {
  values: Pick<
    CalendarValues,
    'whereName' | 'whereAddress' | 'whereCity' | 'whereState' | 'lat' | 'lng' | 'placeId' | 'locationSlug'
  >;
  /** A place to propose to the host, when LOCATION matched none. */
  proposal: { name: string; address: string | null } | null;
}

/** At a known place: its name, address and point, listed in its city (else `fallbackLocation`). */
export const placeWhere = (place: PlaceRow, fallbackLocation: string | null): WhereChoice => ({
  values: {
    whereName: place.name,
    whereAddress: place.address,
    whereCity: place.city,
    whereState: place.state,
    lat: place.lat,
    lng: place.lng,
    placeId: place.id,
    locationSlug: place.locationSlug ?? fallbackLocation,
  },
  proposal: null,
});

/**
 * Where the event takes place: the venue whose calendar it is; else the place the host confirmed for this LOCATION
 * (`confirmed`); else a known place of that name and address; else LOCATION as text (and GEO's point) with a
 * proposed place. The city it is listed in: its place's, else the one holding its point, else the source's.
 */
export async function chooseWhere(
  db: Database,
  draft: CalendarEventDraft,
  options: {
    venue: PlaceRow | null;
    confirmed: PlaceRow | null;
    locationSlug: string | null;
    /** Places already looked up in this import, by LOCATION text: a season names the same few venues again and again. */
    known?: Map<string, PlaceRow | null>;
  },
): Promise<WhereChoice> {
  if (options.venue) return placeWhere(options.venue, options.locationSlug);
  if (options.confirmed) return placeWhere(options.confirmed, options.locationSlug);
  const location = draft.location?.trim();
  const geo = draft.geo;
  const pointCity = geo
    ? (LOCATION_LIST.find((city) => isInBoundingBox(city, geo.lat, geo.lng))?.slug ?? null)
    : null;
  if (!location) {
    return {
      values: {
        whereName: null,
        whereAddress: null,
        whereCity: null,
        whereState: null,
        lat: geo?.lat ?? null,
        lng: geo?.lng ?? null,
        placeId: null,
        locationSlug: pointCity ?? options.locationSlug,
      },
      proposal: null,
    };
  }
  const parts = splitLocation(location);
  let known = options.known?.get(location);
  if (known === undefined) {
    known =
      (await findPlaceByNameAndAddress(db, { name: parts.name, address: parts.address })) ??
      (parts.address ? null : await findPlaceByNameAndAddress(db, { name: location, address: null }));
    options.known?.set(location, known);
  }
  if (known) return placeWhere(known, options.locationSlug);
  return {
    values: {
      whereName: cut(parts.name, WHERE_MAX),
      whereAddress: cut(parts.address, WHERE_MAX),
      whereCity: cut(parts.city, 100),
      whereState: cut(parts.state, 50),
      lat: geo?.lat ?? null,
      lng: geo?.lng ?? null,
      placeId: null,
      locationSlug: pointCity ?? options.locationSlug,
    },
    proposal: { name: cut(parts.name, WHERE_MAX) as string, address: cut(parts.address, WHERE_MAX) },
  };
}

/** Every column the calendar writes, or UnusableEventError naming why the event cannot be imported. */
export function calendarValues(draft: CalendarEventDraft, where: WhereChoice): CalendarValues {
  const name = cut(draft.name.trim(), NAME_MAX) || 'Untitled event';
  return {
    name,
    description: describe(draft),
    ...scheduleValues(draft),
    ...where.values,
    status: draft.isCancelled ? 'CANCELED' : null,
  };
}
