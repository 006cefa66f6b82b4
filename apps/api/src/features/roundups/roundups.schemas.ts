/**
 * Request and response bodies of spec §7 Roundups (/api/v1/crowd-sourced-roundups). The roundup itself is
 * @happenings/domain's roundupSchema, as the discover stream answers it; the page adds what only it needs.
 */
import {
  ROUNDUP_DESCRIPTION_MAX_LENGTH,
  ROUNDUP_TITLE_MAX_LENGTH,
  STREAM_DEFAULT_LIMIT,
} from '@happenings/domain/constants';
import { locationSlugSchema } from '@happenings/domain/locations';
import { itemModerationSchema } from '@happenings/domain/moderation';
import { cursorPageSchema, idSchema, instantSchema, roundupSchema } from '@happenings/domain/schemas';
import { z } from 'zod';

export const roundupDetailSchema = roundupSchema
  .extend({
    /** The caller created it: they may edit and delete it. */
    canEdit: z.boolean(),
    /** When the question closes (it leaves the discover stream); null: open. */
    endsAt: instantSchema.nullable(),
    /** issue 23: only for its creator, while moderators keep it out of everyone else's view. */
    moderation: itemModerationSchema.optional(),
  })
  .meta({ id: 'RoundupDetail' });

export const roundupPageSchema = cursorPageSchema(roundupSchema).meta({ id: 'RoundupPage' });

/** The id, or the slug (the website's /roundup/{slug}). */
export const roundupIdParamsSchema = z.object({ id: idSchema.max(200) });

export const listRoundupsQuerySchema = z.object({
  location: locationSlugSchema.optional(),
  /** One asker's roundups (their own drafts too, when it is the caller). */
  creatorId: idSchema.max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(STREAM_DEFAULT_LIMIT),
  cursor: z.string().min(1).max(500).optional(),
});

/** Stored as typed and shown as text; it must hold more than spaces. */
const titleSchema = z
  .string()
  .max(ROUNDUP_TITLE_MAX_LENGTH)
  .refine((text) => text.trim().length > 0, 'Ask a question');
const descriptionSchema = z.string().max(ROUNDUP_DESCRIPTION_MAX_LENGTH).nullish();
/** Asked questions are public at once; NOT_PUBLISHED keeps a draft only its creator sees. */
const publishStateInputSchema = z.enum(['PUBLISHED', 'NOT_PUBLISHED']);

export const roundupCreateBodySchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  location: locationSlugSchema.default('boston-ma'),
  publishState: publishStateInputSchema.default('PUBLISHED'),
  endsAt: instantSchema.nullish(),
});

export const roundupPatchBodySchema = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema,
  publishState: publishStateInputSchema.optional(),
  endsAt: instantSchema.nullish(),
});

export const roundupDeletedSchema = z.object({ id: idSchema }).meta({ id: 'RoundupDeleted' });
