/**
 * Turns a validated POST/PUT body into the stored columns: `when` checked and normalised (spec §5), the rrule
 * checked by the recurrence engine, the schedule type derived (spec §4), the location resolved, and every
 * reference (categories, place, host) checked against the database.
 */
import type { Database } from '@happenings/db/client';
import { type ExperienceValues, findCategorySlugs, hasLocation } from '@happenings/db/experiences';
import { canActForHost, listHostsByIds } from '@happenings/db/hosts';
import { findPlaceById } from '@happenings/db/places';
import { isInBoundingBox, LOCATION_LIST } from '@happenings/domain/locations';
import { iterateOccurrences, validateRRule } from '@happenings/domain/recurrence';
import {
  deriveScheduleType,
  normalizeWhen,
  ScheduleError,
  WHEN_MALFORMED,
} from '@happenings/domain/schedule';
import { ApiError, forbidden, invalidField } from '../../errors/api-error.ts';
import type { ExperienceWriteBody } from './experiences.schemas.ts';

export interface ExperienceInput {
  values: Omit<ExperienceValues, 'creatorId'>;
  categorySlugs: string[];
}

const malformedWhen = (detail: string | undefined) =>
  new ApiError(400, 'BAD_REQUEST', WHEN_MALFORMED, [
    { field: 'body.when', message: detail ?? WHEN_MALFORMED },
  ]);

/** 'RRULE:FREQ=...' → 'FREQ=...'; checked by the engine and by expanding its first instance from the start. */
function readRRule(text: string | null | undefined, dtstart: string, timeZone: string): string | null {
  const rrule = text?.trim().replace(/^RRULE:/i, '') ?? '';
  if (rrule === '') return null;
  const result = validateRRule(rrule);
  if (!result.ok)
    throw new ApiError(400, 'BAD_REQUEST', result.error, [{ field: 'body.rrule', message: result.error }]);
  try {
    iterateOccurrences({ rrule, dtstart, timeZone, limit: 1 }).next();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(400, 'BAD_REQUEST', message, [{ field: 'body.rrule', message }]);
  }
  return rrule;
}

/** The location: the one named, else the first whose bounding box holds the coordinates; it must be stored. */
async function resolveLocation(db: Database, body: ExperienceWriteBody): Promise<string | null> {
  if (body.location) {
    if (!(await hasLocation(db, body.location))) throw invalidField('body.location', 'Unknown location');
    return body.location;
  }
  const lat = body.where?.lat;
  const lng = body.where?.lng;
  if (lat == null || lng == null) return null;
  const found = LOCATION_LIST.find((location) => isInBoundingBox(location, lat, lng));
  return found && (await hasLocation(db, found.slug)) ? found.slug : null;
}

/**
 * Validates the body against the rules and the database. `userId` is the caller: a hostId must name a host they
 * own, unless it is `currentHostId` (an update keeping the host it already has).
 */
export async function readExperienceInput(
  db: Database,
  body: ExperienceWriteBody,
  userId: string,
  currentHostId: string | null = null,
): Promise<ExperienceInput> {
  let when: ReturnType<typeof normalizeWhen>;
  let scheduleType: string;
  try {
    when = normalizeWhen(body.when);
    scheduleType = deriveScheduleType(when);
  } catch (error) {
    if (error instanceof ScheduleError) throw malformedWhen(error.detail);
    throw error;
  }
  const timeZone = when.timeZone ?? 'America/New_York';
  const dtstart = when.startTime ? `${when.startDate}T${when.startTime}:00` : `${when.startDate}`;
  const rrule = readRRule(body.rrule, dtstart, timeZone);

  const categorySlugs = [...new Set(body.categories)];
  const known = new Set(await findCategorySlugs(db, categorySlugs));
  const unknown = categorySlugs.filter((slug) => !known.has(slug));
  if (unknown.length > 0) throw invalidField('body.categories', `Unknown categories: ${unknown.join(', ')}`);

  const placeId = body.where?.placeId ?? null;
  if (placeId && !(await findPlaceById(db, placeId)))
    throw invalidField('body.where.placeId', 'Unknown place');

  const hostId = body.hostId ?? null;
  if (hostId && hostId !== currentHostId) {
    const host = (await listHostsByIds(db, [hostId])).get(hostId);
    if (!host) throw invalidField('body.hostId', 'Unknown host');
    if (!canActForHost(host, userId)) throw forbidden('You may not create experiences for this host.');
  }

  return {
    categorySlugs,
    values: {
      name: body.name,
      shortDescription: body.shortDescription ?? null,
      description: body.description ?? null,
      media: body.media,
      whereName: body.where?.name ?? null,
      whereAddress: body.where?.address ?? null,
      whereCity: body.where?.city ?? null,
      whereState: body.where?.state ?? null,
      lat: body.where?.lat ?? null,
      lng: body.where?.lng ?? null,
      placeId,
      locationSlug: await resolveLocation(db, body),
      startAt: when.start ? new Date(when.start) : null,
      endAt: when.end ? new Date(when.end) : null,
      untilAt: when.until ? new Date(when.until) : null,
      timeZone,
      startDate: when.startDate ?? null,
      endDate: when.endDate ?? null,
      startTime: when.startTime ?? null,
      endTime: when.endTime ?? null,
      weekdays: when.weekdays ?? null,
      rrule,
      exdates: body.exdates,
      repeats: when.repeats ? when.repeats : null,
      repeatsUntil: when.repeatsUntil ?? null,
      scheduleType,
      status: body.status ?? null,
      publishState: body.publishState,
      hostId,
    },
  };
}
