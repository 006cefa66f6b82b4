/**
 * spec §7 GET /api/v1/places/{id} and PUT /api/v1/places (the venue lookup "returns id and name").
 */
import { locationSlugSchema } from '@happenings/domain/locations';
import {
  countSchema,
  cursorPageSchema,
  idSchema,
  placeSchema,
  textSchema,
  venueLookupResultSchema,
} from '@happenings/domain/schemas';
import { z } from 'zod';
import { pageLimitSchema } from '../../http/page-limit.ts';
import { experienceResponseSchema } from '../experiences/experience.response.ts';

export const placeIdParamsSchema = z.object({ id: idSchema });

/** A place as answered: coordinates may be unknown for venues entered by name only. */
export const placeResponseSchema = placeSchema
  .extend({
    lat: z.number().min(-90).max(90).nullable(),
    lng: z.number().min(-180).max(180).nullable(),
    location: locationSlugSchema.nullable(),
    /** For a signed-in caller. */
    isInterested: z.boolean().optional(),
    /** How many people follow the place. */
    followersCount: countSchema,
    /** For a signed-in caller: whether they follow it. */
    isFollowing: z.boolean().optional(),
    /** The first page (10) of its published experiences still to come, soonest first. */
    upcomingExperiences: z.array(experienceResponseSchema),
    /** The cursor of the next page (GET /places/{id}/experiences), or null when that was all. */
    upcomingNextCursor: z.string().min(1).nullable(),
  })
  .meta({ id: 'PlaceDetail' });

/**
 * PUT /places: with `id`, update that place (its creator only); otherwise find the place by its lookup id
 * (externalSource + externalId) or by name and address (ignoring case), and create it when there is none.
 */
export const placeUpsertBodySchema = z
  .object({
    id: idSchema.optional(),
    name: textSchema.trim().min(1).max(300),
    address: textSchema.trim().max(300).nullish(),
    city: textSchema.max(100).nullish(),
    state: textSchema.max(50).nullish(),
    postalCode: textSchema.max(20).nullish(),
    lat: z.number().min(-90).max(90).nullish(),
    lng: z.number().min(-180).max(180).nullish(),
    location: locationSlugSchema.nullish(),
    externalSource: textSchema.min(1).max(50).nullish(),
    externalId: textSchema.min(1).max(200).nullish(),
  })
  .refine((body) => (body.lat == null) === (body.lng == null), {
    message: 'lat and lng go together',
    path: ['lat'],
  })
  .refine((body) => (body.externalSource == null) === (body.externalId == null), {
    message: 'externalSource and externalId go together',
    path: ['externalId'],
  })
  .meta({ id: 'PlaceUpsert' });

export const placeUpsertResultSchema = venueLookupResultSchema.meta({ id: 'VenueLookupResult' });

export const upcomingQuerySchema = z.object({ limit: pageLimitSchema, cursor: z.string().min(1).optional() });

/** A page of the published experiences still to come at a place or by a host, soonest first. */
export const upcomingExperiencePageSchema = cursorPageSchema(experienceResponseSchema).meta({
  id: 'UpcomingExperiencePage',
});
