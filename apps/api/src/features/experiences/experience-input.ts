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
import { checkSeriesLimits, iterateOccurrences, validateRRule } from '@happenings/domain/recurrence';
import {
  deriveScheduleType,
  normalizeWhen,
  ScheduleError,
  WHEN_MALFORMED,
} from '@happenings/domain/schedule';
import type { AppServices } from '../../context.ts';
import { ApiError, forbidden, invalidField } from '../../errors/api-error.ts';
import { isOwnMediaUrl } from '../media/own-media-url.ts';
import type { ExperienceWriteBody } from './experiences.schemas.ts';

export interface ExperienceInput {
  values: Omit<ExperienceValues, 'creatorId'>;
  categorySlugs: string[];
}

const malformedWhen = (detail: string | undefined) =>
  new ApiError(400, 'BAD_REQUEST', WHEN_MALFORMED, [
    { field: 'body.when', message: detail ?? WHEN_MALFORMED },
  ]);

const badRRule = (message: string) =>
  new ApiError(400, 'BAD_REQUEST', message, [{ field: 'body.rrule', message }]);

/**
 * 'RRULE:FREQ=...' → 'FREQ=...'; checked by the engine, against what a listed series may cost (no sub-daily
 * FREQ, at most 10 years or 2,000 instances: series-limits.ts), and by expanding its first instance.
 */
function readRRule(
  text: string | null | undefined,
  startDate: string,
  dtstart: string,
  timeZone: string,
): string | null {
  const rrule = text?.trim().replace(/^RRULE:/i, '') ?? '';
  if (rrule === '') return null;
  const result = validateRRule(rrule);
  if (!result.ok) throw badRRule(result.error);
  const overLimit = checkSeriesLimits(result.rule, startDate);
  if (overLimit) throw badRRule(overLimit.message);
  try {
    iterateOccurrences({ rrule, dtstart, timeZone, limit: 1 }).next();
  } catch (error) {
    throw badRRule(error instanceof Error ? error.message : String(error));
  }
  return rrule;
}

/** Media items are shown as heroes and og:image: only what our media server serves (own-media-url.ts). */
function checkMedia(body: ExperienceWriteBody, config: AppServices['config']): void {
  body.media.forEach((item, index) => {
    if (!isOwnMediaUrl(item.secure_url, config)) {
      throw invalidField(
        `body.media.${index}.secure_url`,
        'Must be an address of our media server: upload the file with POST /api/v1/media/upload.',
      );
    }
  });
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
  services: Pick<AppServices, 'db' | 'config'>,
  body: ExperienceWriteBody,
  userId: string,
  currentHostId: string | null = null,
): Promise<ExperienceInput> {
  const { db, config } = services;
  checkMedia(body, config);
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
  // normalizeWhen answers only schedules with both dates (spec §5).
  const startDate = when.startDate as string;
  const dtstart = when.startTime ? `${startDate}T${when.startTime}:00` : startDate;
  const rrule = readRRule(body.rrule, startDate, dtstart, timeZone);

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
