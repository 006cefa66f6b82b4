/**
 * Bodies of sending an event to people: POST /api/v1/experiences/{id}/shares ("send to a friend", spec §3
 * SHARED_EXPERIENCE) and POST /api/v1/experiences/{id}/invites (spec §3 INVITED_TO_EXPERIENCE). Both take the same
 * body and answer who was told; the limits are @happenings/domain's, so the website's dialog counts the same.
 */
import { EXPERIENCE_SEND_LIMITS } from '@happenings/domain/constants';
import { idSchema, textSchema } from '@happenings/domain/schemas';
import { z } from 'zod';
import { avatarUserResponseSchema } from '../users/user.response.ts';

export const experienceSendBodySchema = z
  .object({
    /** Who to tell: existing people other than the caller; a repeated id counts once. */
    userIds: z.array(idSchema.max(200)).min(1).max(EXPERIENCE_SEND_LIMITS.recipientsPerSend),
    /** A note shown under the notification. */
    message: textSchema.trim().max(EXPERIENCE_SEND_LIMITS.messageLength).optional(),
  })
  .meta({ id: 'ExperienceSendBody' });
export type ExperienceSendBody = z.infer<typeof experienceSendBodySchema>;

export const experienceSendResultSchema = z
  .object({
    /** The people it was sent to, each notified once (a repeat joins their unread notification of it). */
    recipients: z.array(avatarUserResponseSchema),
  })
  .meta({ id: 'ExperienceSendResult' });
