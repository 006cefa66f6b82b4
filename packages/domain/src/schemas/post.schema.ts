/**
 * A user's post: photos or videos about an experience or a venue (spec §3 Post).
 */
import { z } from 'zod';
import { avatarUserSchema } from './avatar-user.schema.ts';
import { countSchema, idSchema, instantSchema } from './instant.schema.ts';
import { mediaItemSchema } from './media-item.schema.ts';

/** What a post is about, named so a card links to it without another call: an experience page (/event/{slug}). */
export const postExperienceLinkSchema = z.object({ id: idSchema, slug: z.string(), name: z.string() });
/** ...or a place page (/place/{id}). */
export const postVenueLinkSchema = z.object({ id: idSchema, name: z.string() });

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
  /** The experience of experienceId while the reader may see it; null otherwise. */
  experience: postExperienceLinkSchema.nullable(),
  /** The place of venueId; null when there is none. */
  venue: postVenueLinkSchema.nullable(),
});
export type Post = z.infer<typeof postSchema>;
