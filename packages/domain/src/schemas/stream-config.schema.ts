/**
 * Configuration of a discovery stream: a titled row of items on the home and location pages, with a see-all
 * page at /{stream}/{slug} (spec §2). spec §7: endpoints come from configuration and are called with location,
 * cursor, limit (default 10) and weekStartDate. The rest of the shape is ours.
 */
import { z } from 'zod';
import { STREAM_DEFAULT_LIMIT } from '../constants/limits.ts';
import { streamItemTypeSchema } from '../enums/enums.ts';
import { locationSlugSchema } from '../locations/location.schema.ts';
import { idSchema, slugSchema } from './instant.schema.ts';

export const streamConfigSchema = z.object({
  id: idSchema,
  /** First segment of the see-all route. */
  stream: slugSchema,
  /** Second segment of the see-all route. */
  slug: slugSchema,
  title: z.string().min(1),
  subtitle: z.string().nullish(),
  /** API path called for items: '/api/v1/discover/top-picks'. */
  endpoint: z.string().regex(/^\/api\/v\d+\//, 'Expected an API path such as /api/v1/...'),
  itemType: streamItemTypeSchema,
  limit: z.int().positive().max(100).default(STREAM_DEFAULT_LIMIT),
  /** Whether the endpoint takes weekStartDate (week-based streams such as week-experiences). */
  usesWeekStartDate: z.boolean().default(false),
  /** Locations whose pages show the stream; empty for all. */
  locations: z.array(locationSlugSchema).default([]),
  /** Position on the page, ascending. */
  order: z.int(),
  isEnabled: z.boolean().default(true),
});
export type StreamConfig = z.infer<typeof streamConfigSchema>;
