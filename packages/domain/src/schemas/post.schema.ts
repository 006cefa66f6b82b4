/**
 * A user's post: photos or videos about an experience or a venue (spec §3 Post).
 */
import { z } from 'zod';
import { avatarUserSchema } from './avatar-user.schema.ts';
import { countSchema, idSchema, instantSchema } from './instant.schema.ts';
import { mediaItemSchema } from './media-item.schema.ts';

export const postSchema = z.object({
  id: idSchema,
  interested: countSchema,
  /** The author. */
  user: avatarUserSchema,
  media: z.array(mediaItemSchema).min(1),
  /** Caption text; not in spec §3, which lists no text field, but a post without words is rare. */
  caption: z.string().nullish(),
  hostId: idSchema.nullable(),
  experienceId: idSchema.nullable(),
  /** The Place the post is about. */
  venueId: idSchema.nullable(),
  /** The hashtag that tied the post to its experience ('#JazzNight' -> 'JazzNight'). */
  experienceHashtagName: z.string().nullable(),
  creation: instantSchema,
  lastUpdate: instantSchema,
});
export type Post = z.infer<typeof postSchema>;
