/**
 * The post as the API answers it: spec §3 Post (author as avatar user, media, interested count, experience and
 * venue ids) plus small links to the experience and venue so a card renders without further calls, and, to its
 * author alone, what moderation did to it (issue 23), as comments carry it.
 */
import type { Database } from '@happenings/db/client';
import type { PostListRow } from '@happenings/db/posts';
import { type ItemModeration, itemModerationSchema } from '@happenings/domain/moderation';
import { cursorPageSchema, mediaItemSchema, postSchema } from '@happenings/domain/schemas';
import { z } from 'zod';
import type { ApiConfig } from '../../env.ts';
import { findAuthorModerations } from '../moderation/author-moderation.ts';
import { toAvatarUser } from '../users/user.response.ts';

export const postResponseSchema = postSchema
  .extend({
    // Posts may be text-only while media is processing; the entity's min(1) is for creation.
    media: z.array(mediaItemSchema),
    moderation: itemModerationSchema.optional(),
  })
  .meta({ id: 'PostListItem' });
export type PostResponse = z.infer<typeof postResponseSchema>;

export const postPageSchema = cursorPageSchema(postResponseSchema).meta({ id: 'PostPage' });

export function toPostResponse(
  row: PostListRow,
  config: ApiConfig,
  moderation?: ItemModeration | undefined,
): PostResponse {
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
    ...(moderation ? { moderation } : {}),
  };
}

/** Rows as answered to `viewerId`: the notices of the ones they wrote and moderators keep out of view. */
export async function toPostResponses(
  db: Database,
  rows: readonly PostListRow[],
  options: { config: ApiConfig; viewerId: string | null | undefined },
): Promise<PostResponse[]> {
  const moderations = await findAuthorModerations(
    db,
    'post',
    rows.map((row) => ({ id: row.post.id, authorId: row.post.userId })),
    options.viewerId,
  );
  return rows.map((row) => toPostResponse(row, options.config, moderations.get(row.post.id)));
}

/** One row as answered to `viewerId` (its page, a new post). */
export async function toPostAnswer(
  db: Database,
  row: PostListRow,
  options: { config: ApiConfig; viewerId: string | null | undefined },
): Promise<PostResponse> {
  const [answer] = await toPostResponses(db, [row], options);
  return answer!;
}
