/**
 * Bodies of a host's own calls on their experiences ("My events"): the list by section, the status and publish
 * state change, the duplicate. The answered experience is experienceResponseSchema (experience.response.ts).
 */
import { HOSTED_SECTIONS } from '@happenings/db/experiences';
import { DEFAULT_EXPERIENCES_LIMIT } from '@happenings/domain/constants';
import { eventStatusSchema, publishStateSchema } from '@happenings/domain/enums';
import { countSchema, idSchema, MAX_PAGE_LIMIT, offsetPageSchema } from '@happenings/domain/schemas';
import { z } from 'zod';
import { experienceResponseSchema } from './experience.response.ts';

/**
 * DRAFTS (not published), IN_REVIEW (waiting for an editor), UPCOMING (published, not over) and PAST
 * (published, its last date ended: spec §4 past).
 */
export const hostedSectionSchema = z.enum(HOSTED_SECTIONS).meta({ id: 'HostedSection' });

export const listHostedQuerySchema = z.object({
  section: hostedSectionSchema.default('DRAFTS'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_EXPERIENCES_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});

export const hostedPageSchema = offsetPageSchema(experienceResponseSchema)
  .extend({
    /** How many each section holds, so every tab can show its count. */
    counts: z.object({
      DRAFTS: countSchema,
      IN_REVIEW: countSchema,
      UPCOMING: countSchema,
      PAST: countSchema,
    }),
  })
  .meta({ id: 'HostedExperiencePage' });

/**
 * PATCH /experiences/{id}: what a host changes without the whole experience. `status` (spec §3 event status
 * flags; null clears it) and `publishState` (a request to publish may wait for review, as with PUT).
 */
export const experiencePatchBodySchema = z
  .object({
    status: eventStatusSchema.nullable().optional(),
    publishState: publishStateSchema.optional(),
  })
  .refine((body) => body.status !== undefined || body.publishState !== undefined, {
    message: 'Send status, publishState or both',
    path: ['status'],
  })
  .meta({ id: 'ExperiencePatch' });

/** DELETE /experiences/{id}: the id of what is gone. */
export const experienceDeletedSchema = z.object({ id: idSchema }).meta({ id: 'ExperienceDeleted' });
