/**
 * spec §7 search: GET /api/v1/search and GET /api/v1/search/recommendations.
 */
import { LOCATION_SLUGS } from '@happenings/domain/locations';
import { instantOrDateSchema } from '@happenings/domain/schedule';
import {
  avatarUserSchema,
  collectionSchema,
  cursorPageSchema,
  placeSchema,
  roundupSchema,
  textSchema,
} from '@happenings/domain/schemas';
import { z } from 'zod';
import { locationQuerySchema, MAX_STREAM_LIMIT } from '../discover/discover.schemas.ts';
import { experienceResponseSchema } from '../experiences/experience.response.ts';
import { hostSummarySchema } from '../experiences/experiences.schemas.ts';

export const SEARCH_TYPES = [
  'experiences',
  'places',
  'hosts',
  'users',
  'collections',
  'roundups',
  'all',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const searchQuerySchema = z.object({
  q: textSchema.max(200).default(''),
  location: locationQuerySchema,
  type: z.enum(SEARCH_TYPES).default('all'),
  /** An instant (ISO 8601 with Z or an offset) or a local date (YYYY-MM-DD, read in the location's zone). */
  start: instantOrDateSchema.optional(),
  end: instantOrDateSchema.optional(),
  categories: z
    .string()
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, 'Expected category slugs separated by commas')
    .optional(),
  cursor: textSchema.min(1).max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_STREAM_LIMIT).default(10),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const interpretedQuerySchema = z
  .object({
    text: z.string(),
    start: z.string().nullable(),
    end: z.string().nullable(),
    /** The date phrase as typed ('this weekend'), null when none. */
    dateText: z.string().nullable(),
    neighbourhood: z.object({ slug: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'InterpretedSearchQuery', description: 'How the query was understood: "Jazz · this weekend"' });

export const userSearchHitSchema = avatarUserSchema;

export const searchResultSchema = z
  .object({
    query: interpretedQuerySchema,
    experiences: cursorPageSchema(experienceResponseSchema).optional(),
    places: cursorPageSchema(placeSchema).optional(),
    /** Hosts (organisers) found by their name; hosts belong to no location. */
    hosts: cursorPageSchema(hostSummarySchema).optional(),
    users: cursorPageSchema(userSearchHitSchema).optional(),
    collections: cursorPageSchema(collectionSchema).optional(),
    /** Crowd-sourced roundups (spec §3 item type crowd-sourced-roundup) found by their question. */
    roundups: cursorPageSchema(roundupSchema).optional(),
  })
  .meta({ id: 'SearchResult' });

export const searchRecommendationsQuerySchema = z.object({
  location: locationQuerySchema,
  limit: z.coerce.number().int().min(1).max(MAX_STREAM_LIMIT).default(20),
});

export const searchRecommendationSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    /** The query to run, or null when the suggestion opens an item. */
    query: z.string().nullable(),
    itemType: z.enum(['experience', 'post', 'crowd-sourced-roundup', 'place']).nullable(),
    itemId: z.string().nullable(),
    location: z.enum(LOCATION_SLUGS).nullable(),
    isHighlighted: z.boolean(),
  })
  .meta({ id: 'SearchRecommendation' });

export const searchRecommendationsSchema = z
  .object({ items: z.array(searchRecommendationSchema) })
  .meta({ id: 'SearchRecommendations' });
