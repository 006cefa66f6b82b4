/**
 * Request and response bodies of spec §7 /api/v1/experiences. Entities come from @happenings/domain/schemas;
 * the answered experience is experienceResponseSchema (experience.response.ts).
 */
import { DEFAULT_EXPERIENCES_LIMIT } from '@happenings/domain/constants';
import { eventStatusSchema, publishStateSchema } from '@happenings/domain/enums';
import { locationSlugSchema } from '@happenings/domain/locations';
import { localDateSchema, whenSchema } from '@happenings/domain/schedule';
import {
  idSchema,
  MAX_PAGE_LIMIT,
  mediaItemSchema,
  offsetPageSchema,
  textSchema,
} from '@happenings/domain/schemas';
import { z } from 'zod';
import { experienceResponseSchema } from './experience.response.ts';

export const experienceIdParamsSchema = z.object({ id: idSchema });
export const experienceSlugParamsSchema = z.object({ slug: textSchema.min(1).max(200) });

/** spec §3 draft filter. DRAFT = NOT_PUBLISHED or PENDING_REVIEW. */
export const draftFilterSchema = z.enum(['PUBLISHED', 'DRAFT', 'ALL']);

/**
 * dateRange of GET /experiences: 'today', 'tomorrow', 'week' (7 days from currentDate), 'weekend' (Friday to
 * Sunday of currentDate's week, from currentDate when it is already the weekend), 'month' (30 days), or a
 * number of days (1-400) from currentDate.
 */
export const dateRangeSchema = z.union([
  z.enum(['today', 'tomorrow', 'week', 'weekend', 'month']),
  z
    .string()
    .regex(/^\d{1,3}$/, "Expected 'today', 'tomorrow', 'week', 'weekend', 'month' or a number of days"),
]);

export const listExperiencesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_EXPERIENCES_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
  creatorId: idSchema.optional(),
  /** YYYY-MM-DD in America/New_York; default today. Anchors dateRange. */
  currentDate: localDateSchema.optional(),
  /** Only experiences with an occurrence in the range; absent: no date filter. */
  dateRange: dateRangeSchema.optional(),
  filter: draftFilterSchema.default('PUBLISHED'),
});

export const experiencePageSchema = offsetPageSchema(experienceResponseSchema).meta({ id: 'ExperiencePage' });

/** The request's where: every part optional; lat and lng together. */
export const whereInputSchema = z
  .object({
    name: textSchema.max(300).nullish(),
    address: textSchema.max(300).nullish(),
    city: textSchema.max(100).nullish(),
    state: textSchema.max(50).nullish(),
    lat: z.number().min(-90).max(90).nullish(),
    lng: z.number().min(-180).max(180).nullish(),
    placeId: idSchema.nullish(),
  })
  .refine((where) => (where.lat == null) === (where.lng == null), {
    message: 'lat and lng go together',
    path: ['lat'],
  });

/** POST /experiences and PUT /experiences/{id} (a full replacement). */
export const experienceWriteBodySchema = z
  .object({
    name: textSchema.trim().min(1).max(200),
    shortDescription: textSchema.max(500).nullish(),
    description: textSchema.max(20_000).nullish(),
    media: z.array(mediaItemSchema).max(30).default([]),
    /** Checked by validateWhen (spec §5): missing startDate/endDate is 400 'when object malformed'. */
    when: whenSchema.nullish(),
    rrule: textSchema.max(1000).nullish(),
    /** Local dates ('YYYY-MM-DD') or date-times removed from the rrule / repeats series. */
    exdates: z.array(textSchema.min(10).max(40)).max(500).default([]),
    where: whereInputSchema.nullish(),
    /** Location slug; absent: derived from where.lat/lng when inside a location's bounding box. */
    location: locationSlugSchema.nullish(),
    /** Category slugs. */
    categories: z.array(textSchema.min(1).max(100)).max(20).default([]),
    hostId: idSchema.nullish(),
    status: eventStatusSchema.nullish(),
    publishState: publishStateSchema.default('NOT_PUBLISHED'),
  })
  .meta({ id: 'ExperienceWrite' });
export type ExperienceWriteBody = z.infer<typeof experienceWriteBodySchema>;

/** What POST and PUT answer: the experience, and whether a request to publish now waits for an editor. */
export const experienceWriteResultSchema = experienceResponseSchema
  .extend({
    /**
     * True when the write asked to publish and the experience waits for an editor instead (publishState
     * PENDING_REVIEW): a newcomer's first events, or one an editor sent back. Never an error.
     */
    heldForReview: z.boolean(),
  })
  .meta({ id: 'ExperienceWriteResult' });

export const occurrenceSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    /** The local date it starts on, in the experience's zone. */
    localDate: localDateSchema,
    isAllDay: z.boolean(),
  })
  .meta({ id: 'Occurrence' });

export const hostSummarySchema = z
  .object({ id: idSchema, name: z.string(), slug: z.string(), photoURL: z.string().nullable() })
  .meta({ id: 'HostSummary' });

export const experienceDetailSchema = experienceResponseSchema
  .extend({
    host: hostSummarySchema.nullable(),
    /** The next five occurrences still running or to come. */
    nextOccurrences: z.array(occurrenceSchema),
    /**
     * Local dates ('YYYY-MM-DD') left out of the recurrence (RFC 5545 §3.8.5.1 EXDATE), so clients can export
     * the series to a calendar without the removed dates.
     */
    exdates: z.array(localDateSchema),
    /** Whether the caller may edit it (PUT): its creator or the owner of its host. */
    canEdit: z.boolean(),
  })
  .meta({ id: 'ExperienceDetail' });
