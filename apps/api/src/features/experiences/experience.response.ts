/**
 * The experience as every endpoint answers it: the spec §3 Experience plus its computed schedule line
 * (spec §4 type and display text from @happenings/domain) and, for a signed-in caller, whether they are interested.
 * Used by experiences, events, discover, search and user routes alike, so a client renders one shape.
 */

import type { ExperienceRow } from '@happenings/db/experiences';
import type { EventStatus, PublishState, Recurrence } from '@happenings/domain/enums';
import type { LocationSlug } from '@happenings/domain/locations';
import { itemModerationSchema } from '@happenings/domain/moderation';
import { getScheduleText, type When } from '@happenings/domain/schedule';
import { experienceReviewSchema, experienceSchema } from '@happenings/domain/schemas';
import { z } from 'zod';

export const scheduleSummarySchema = z
  .object({
    type: z.enum(['WEEKLY', 'MONTHLY', 'ONE_TIME', 'ONGOING', 'ERROR']),
    text: z.string(),
    state: z.enum(['open', 'closed', 'in-progress', 'upcoming', 'expired', 'none']),
    next: z.object({ start: z.string(), end: z.string() }).optional(),
  })
  .meta({
    id: 'ScheduleSummary',
    description: 'spec §4 derived type and display text, computed at request time',
  });

export const experienceResponseSchema = experienceSchema
  .extend({
    /** '' when the creator's account is gone (creator_id set null) or an import had none. */
    creatorId: z.string(),
    schedule: scheduleSummarySchema,
    /** Whether the signed-in caller marked it as interested; absent for anonymous callers. */
    isInterested: z.boolean().optional(),
    /**
     * Where it stands with the editors (issue 23's review queue): only for its creator and its host's owner, in
     * the answers of its own page, their writes and their list of drafts; null when it was never submitted.
     */
    review: experienceReviewSchema.nullable().optional(),
    /** issue 23: only for its creator, while moderators keep it out of everyone else's view. */
    moderation: itemModerationSchema.optional(),
  })
  .meta({ id: 'Experience' });
export type ExperienceResponse = z.infer<typeof experienceResponseSchema>;

export interface ExperienceResponseContext {
  now: number;
  categories?: string[];
  isInterested?: boolean;
}

/** The `when` object of a row (spec §3 Schedule), instants as ISO strings. */
export function toWhen(row: ExperienceRow): When {
  return {
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    start: row.startAt ? row.startAt.toISOString() : null,
    end: row.endAt ? row.endAt.toISOString() : null,
    until: row.untilAt ? row.untilAt.toISOString() : null,
    repeats: (row.repeats ?? '') as Recurrence,
    repeatsUntil: row.repeatsUntil,
    weekdays: row.weekdays ?? null,
    timeZone: row.timeZone,
  };
}

export function toExperienceResponse(
  row: ExperienceRow,
  context: ExperienceResponseContext,
): ExperienceResponse {
  const when = toWhen(row);
  const status = (row.status ?? null) as EventStatus | null;
  const schedule = getScheduleText({
    when,
    status,
    rrule: row.rrule,
    now: context.now,
    timeZone: row.timeZone,
  });
  return {
    id: row.id,
    documentId: row.documentId,
    name: row.name,
    slug: row.slug,
    interested: row.interestedCount,
    media: row.media,
    when,
    where: {
      name: row.whereName ?? '',
      address: row.whereAddress ?? '',
      city: row.whereCity ?? '',
      state: row.whereState ?? '',
      ...(row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : {}),
      placeId: row.placeId,
    },
    shortDescription: row.shortDescription ?? '',
    description: row.description,
    rrule: row.rrule,
    isRoundup: row.isRoundup,
    isBoosted: row.isBoosted,
    creatorId: row.creatorId ?? '',
    hostId: row.hostId,
    status,
    publishState: row.publishState as PublishState,
    categories: context.categories ?? [],
    timeZone: row.timeZone,
    location: (row.locationSlug ?? null) as LocationSlug | null,
    url: null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    schedule,
    ...(context.isInterested === undefined ? {} : { isInterested: context.isInterested }),
  };
}
