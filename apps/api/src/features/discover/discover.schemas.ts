/**
 * Requests and responses of spec §7 GET /api/v1/discover/* and the root GET /api/v1/discover.
 */
import { STREAM_DEFAULT_LIMIT } from '@happenings/domain/constants';
import { streamItemTypeSchema } from '@happenings/domain/enums';
import { LOCATION_SLUGS, resolveLocationSlug } from '@happenings/domain/locations';
import { localDateSchema } from '@happenings/domain/schedule';
import {
  avatarUserSchema,
  collectionSchema,
  countSchema,
  cursorPageSchema,
  postSchema,
  roundupSchema,
} from '@happenings/domain/schemas';
import { z } from 'zod';
import { experienceResponseSchema } from '../experiences/experience.response.ts';

/** Most items one stream page may hold. */
export const MAX_STREAM_LIMIT = 50;

/** ?location= in either spelling of spec §3 (boston-ma | boston, washington-dc); defaults to spec §4's boston-ma. */
export const locationQuerySchema = z
  .string()
  .refine((value) => resolveLocationSlug(value) !== null, {
    message: `Expected one of ${LOCATION_SLUGS.join(', ')} (or the city: boston, washington-dc)`,
  })
  .default('boston-ma')
  .meta({ description: 'Location slug (boston-ma, washington-dc) or city (boston, washington-dc)' });

/** spec §7: stream endpoints are called with location, cursor, limit (default 10) and weekStartDate. */
export const streamQuerySchema = z.object({
  location: locationQuerySchema,
  cursor: z.string().min(1).max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_STREAM_LIMIT).default(STREAM_DEFAULT_LIMIT),
  weekStartDate: localDateSchema.optional().meta({
    description:
      'First day (Monday or Sunday) of the week shown; default: this week’s Monday in the location’s zone',
  }),
});
export type StreamQuery = z.infer<typeof streamQuerySchema>;

export const interestedConnectionsSchema = z
  .object({ count: countSchema, users: z.array(avatarUserSchema) })
  .meta({ id: 'InterestedConnections', description: 'People the caller follows who are interested' });

export const experienceConnectionSchema = experienceResponseSchema
  .extend({ interestedConnections: interestedConnectionsSchema })
  .meta({ id: 'ExperienceConnection' });

export const experienceStreamPageSchema = cursorPageSchema(experienceResponseSchema)
  .extend({
    /**
     * editor-picks and top-picks only: the editors' note on an item of the page, by experience id (issue 23
     * curation); items without a note are not named.
     */
    notes: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ExperienceStreamPage' });
export const experienceConnectionStreamPageSchema = cursorPageSchema(experienceConnectionSchema).meta({
  id: 'ExperienceConnectionStreamPage',
});
export const postStreamPageSchema = cursorPageSchema(postSchema).meta({ id: 'PostStreamPage' });
export const collectionStreamPageSchema = cursorPageSchema(collectionSchema).meta({
  id: 'CollectionStreamPage',
});
export const roundupStreamPageSchema = cursorPageSchema(roundupSchema).meta({
  id: 'RoundupStreamPage',
});

export const streamItemSchema = z.union([
  experienceConnectionSchema,
  experienceResponseSchema,
  postSchema,
  collectionSchema,
  roundupSchema,
]);
export type StreamItem = z.infer<typeof streamItemSchema>;

export const discoverRootQuerySchema = z.object({
  location: locationQuerySchema,
  include: z
    .enum(['items', 'none'])
    .default('items')
    .meta({ description: "'items' (default): each stream's first page too; 'none': configuration only" }),
  weekStartDate: localDateSchema.optional(),
});

export const discoverStreamSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    itemType: streamItemTypeSchema,
    endpoint: z.string(),
    params: z.record(z.string(), z.unknown()),
    limit: z.int().min(1),
    position: z.int(),
    /** Personal streams answer items only to a signed-in caller. */
    requiresAuth: z.boolean(),
    /** The first page, when asked for (include=items) and the endpoint is a discover stream. */
    items: z.array(streamItemSchema).optional(),
    nextCursor: z.string().nullable().optional(),
  })
  .meta({ id: 'DiscoverStream' });

export const discoverRootSchema = z
  .object({
    location: z.enum(LOCATION_SLUGS),
    weekStartDate: z.string(),
    streams: z.array(discoverStreamSchema),
  })
  .meta({ id: 'Discover' });
