/**
 * The post as lists answer it: spec §3 Post (author as avatar user, media, interested count, experience and venue
 * ids) plus small links to the experience and venue so a card renders without further calls.
 */
import type { PostListRow } from '@happenings/db/posts';
import { cursorPageSchema, idSchema, mediaItemSchema, postSchema } from '@happenings/domain/schemas';
import { z } from 'zod';
import type { ApiConfig } from '../../env.ts';
import { toAvatarUser } from '../users/user.response.ts';

export const postResponseSchema = postSchema
  .extend({
    // Posts may be text-only while media is processing; the entity's min(1) is for creation.
    media: z.array(mediaItemSchema),
    experience: z.object({ id: idSchema, slug: z.string(), name: z.string() }).nullable(),
    venue: z.object({ id: idSchema, name: z.string() }).nullable(),
  })
  .meta({ id: 'PostListItem' });
export type PostResponse = z.infer<typeof postResponseSchema>;

export const postPageSchema = cursorPageSchema(postResponseSchema).meta({ id: 'PostPage' });

export function toPostResponse(row: PostListRow, config: ApiConfig): PostResponse {
  const { post } = row;
  return {
    id: post.id,
    interested: post.interestedCount,
    user: toAvatarUser(row.author, config),
    media: post.media,
    caption: post.body,
    hostId: post.hostId,
    experienceId: post.experienceId,
    venueId: post.venueId,
    experienceHashtagName: post.experienceHashtagName,
    creation: post.createdAt.toISOString(),
    lastUpdate: post.updatedAt.toISOString(),
    experience: row.experience,
    venue: row.venue,
  };
}
