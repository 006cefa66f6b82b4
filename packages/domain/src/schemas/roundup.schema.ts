/**
 * A crowd-sourced roundup: a question ("Best brunch in Somerville?") answered by users' recommendations, which
 * are comments of kind 'crowd-sourced-roundup' / 'recommendation' (spec §3, §7 /api/v1/crowd-sourced-roundups).
 * Field shapes are not shown in the spec; these are ours.
 */
import { z } from 'zod';
import { publishStateSchema } from '../enums/enums.ts';
import { locationSlugSchema } from '../locations/location.schema.ts';
import { avatarUserSchema } from './avatar-user.schema.ts';
import { countSchema, idSchema, instantSchema, slugSchema } from './instant.schema.ts';
import { mediaItemSchema } from './media-item.schema.ts';

export const roundupSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  slug: slugSchema,
  description: z.string().nullish(),
  creator: avatarUserSchema,
  media: z.array(mediaItemSchema).default([]),
  location: locationSlugSchema,
  publishState: publishStateSchema,
  interested: countSchema,
  /** spec §3 parentCommentsCount: top-level recommendations. */
  parentCommentsCount: countSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type Roundup = z.infer<typeof roundupSchema>;
