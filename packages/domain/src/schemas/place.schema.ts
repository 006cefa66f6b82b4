/**
 * A place (venue) that hosts experiences and is commented on (spec §3 item type 'place', §7 /api/v1/places).
 * Field shapes are not shown in the spec; these are what a venue page and a map pin need.
 */
import { z } from 'zod';
import { countSchema, idSchema, instantSchema } from './instant.schema.ts';
import { mediaItemSchema } from './media-item.schema.ts';

export const placeSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string().nullish(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Id at the third-party venue lookup (spec §7: it returns id and name). */
  externalId: z.string().nullish(),
  description: z.string().nullish(),
  website: z.url().nullish(),
  media: z.array(mediaItemSchema).default([]),
  categories: z.array(idSchema).default([]),
  interested: countSchema,
  createdAt: instantSchema.optional(),
});
export type Place = z.infer<typeof placeSchema>;

/** spec §7: the third-party venue lookup's answer. */
export const venueLookupResultSchema = z.object({ id: z.string().min(1), name: z.string().min(1) });
export type VenueLookupResult = z.infer<typeof venueLookupResultSchema>;
