/**
 * Request bodies and queries of the posts calls. The post itself is post.response.ts; the caption's limit comes
 * from @happenings/domain/constants so the website's composer counts the same characters.
 */
import { POST_CAPTION_MAX_LENGTH } from '@happenings/domain/constants';
import { idSchema, mediaItemSchema, textSchema } from '@happenings/domain/schemas';
import { z } from 'zod';
import { pageLimitSchema } from '../../http/page-limit.ts';

const referenceSchema = idSchema.max(200);

export const postIdParamsSchema = z.object({ id: referenceSchema });

/** GET /posts: everyone's posts, or those about one experience or one place (not both). */
export const postListQuerySchema = z
  .object({
    limit: pageLimitSchema,
    cursor: z.string().min(1).max(500).optional(),
    experienceId: referenceSchema.optional(),
    venueId: referenceSchema.optional(),
  })
  .refine((query) => !(query.experienceId && query.venueId), {
    path: ['venueId'],
    message: 'Ask for the posts of an experience or of a place, not both',
  });

/**
 * POST /posts: one photo or video from the signed upload flow (POST /api/v1/media/upload), an optional caption,
 * about exactly one experience or one place.
 */
export const postCreateBodySchema = z
  .object({
    media: z.array(mediaItemSchema).length(1, 'A post is one photo or one video'),
    /** Stored as typed; one of only spaces is none. */
    caption: textSchema.max(POST_CAPTION_MAX_LENGTH).nullish(),
    experienceId: referenceSchema.nullish(),
    venueId: referenceSchema.nullish(),
  })
  .superRefine((body, ctx) => {
    if (!body.experienceId && !body.venueId) {
      ctx.addIssue({ code: 'custom', path: ['experienceId'], message: 'Name the experience or the place' });
    } else if (body.experienceId && body.venueId) {
      ctx.addIssue({
        code: 'custom',
        path: ['venueId'],
        message: 'A post is about an experience or a place',
      });
    }
  })
  .meta({ id: 'PostCreateBody' });
export type PostCreateBody = z.infer<typeof postCreateBodySchema>;

export const postDeletedSchema = z
  .object({ id: idSchema, deleted: z.literal(true) })
  .meta({ id: 'PostDeleted' });
