/**
 * A host (organiser) as its page shows it: spec §1 "a host or user can create an event"; experience.hostId.
 */
import { countSchema, cursorPageSchema, idSchema, instantSchema } from '@happenings/domain/schemas';
import { z } from 'zod';
import { pageLimitSchema } from '../../http/page-limit.ts';
import { experienceResponseSchema } from '../experiences/experience.response.ts';

export const hostSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const hostIdParamsSchema = z.object({ id: idSchema });

export const hostDetailSchema = z
  .object({
    id: idSchema,
    name: z.string().min(1),
    slug: z.string().min(1),
    description: z.string().nullable(),
    website: z.string().nullable(),
    /** The host's picture, or null (pages then show its initial). */
    photoURL: z.string().nullable(),
    followersCount: countSchema,
    /** For a signed-in caller: whether they follow it. */
    isFollowing: z.boolean().optional(),
    /** How many of its published events have ended. */
    pastExperiencesCount: countSchema,
    /** The first page (10) of its published experiences still to come, soonest first. */
    upcomingExperiences: z.array(experienceResponseSchema),
    /** The cursor of the next page (GET /hosts/{id}/experiences), or null when that was all. */
    upcomingNextCursor: z.string().min(1).nullable(),
  })
  .meta({ id: 'HostDetail' });

export const hostListQuerySchema = z.object({
  limit: pageLimitSchema,
  cursor: z.string().min(1).max(200).optional(),
});

/** Every host, a page at a time in a stable order: what the sitemap lists. */
export const hostListPageSchema = cursorPageSchema(
  z.object({ id: idSchema, slug: z.string().min(1), name: z.string().min(1), updatedAt: instantSchema }),
).meta({ id: 'HostListPage' });
