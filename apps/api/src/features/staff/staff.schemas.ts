/**
 * Request and response bodies of the back office's calls (issue 23, /api/v1/staff/...): people and their roles,
 * the audit log, the review queue and its decisions, trusted hosts and the navigation's counts.
 */
import { locationSlugSchema } from '@happenings/domain/locations';
import {
  countSchema,
  cursorPageSchema,
  experienceReviewSchema,
  idSchema,
  reviewReasonSchema,
  staffActionSchema,
  staffRoleSchema,
  staffTargetTypeSchema,
  textSchema,
} from '@happenings/domain/schemas';
import { STAFF_ROLES } from '@happenings/domain/staff';
import { z } from 'zod';
import { pageLimitSchema } from '../../http/page-limit.ts';
import { experienceResponseSchema } from '../experiences/experience.response.ts';
import { hostSummarySchema } from '../experiences/experiences.schemas.ts';
import { avatarUserResponseSchema } from '../users/user.response.ts';

const cursorSchema = z.string().min(1).max(200).optional();

export const userIdParamsSchema = z.object({ id: idSchema.max(200) });
export const hostUserParamsSchema = z.object({ userId: idSchema.max(200) });
export const experienceIdParamsSchema = z.object({ id: idSchema.max(200) });

export const peopleQuerySchema = z.object({
  /** Part of a name, username or e-mail address; absent: the staff. */
  query: textSchema.trim().min(1).max(100).optional(),
  limit: pageLimitSchema,
  cursor: cursorSchema,
});

export const staffPersonSchema = avatarUserResponseSchema
  .extend({
    email: z.string().nullable(),
    roles: z.array(staffRoleSchema),
    /** An editor trusts the account to publish without review. */
    trusted: z.boolean(),
    banned: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StaffPerson' });
export type StaffPerson = z.infer<typeof staffPersonSchema>;

export const staffPersonPageSchema = cursorPageSchema(staffPersonSchema).meta({ id: 'StaffPersonPage' });

export const setRolesBodySchema = z
  .object({
    /** Every staff role the account should hold from now on; [] takes them all away. */
    roles: z.array(staffRoleSchema).max(STAFF_ROLES.length),
    /** Why, for the audit log. */
    reason: textSchema.trim().max(500).optional(),
  })
  .meta({ id: 'SetStaffRolesBody' });

export const rolesChangeSchema = z
  .object({ person: staffPersonSchema, before: z.array(staffRoleSchema), changed: z.boolean() })
  .meta({ id: 'StaffRolesChange' });

export const auditQuerySchema = z.object({
  actorId: idSchema.max(200).optional(),
  action: staffActionSchema.optional(),
  targetType: staffTargetTypeSchema.optional(),
  /** With targetType. */
  targetId: idSchema.max(200).optional(),
  /** From this instant (inclusive). */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Until this instant (exclusive). */
  to: z.iso.datetime({ offset: true }).optional(),
  limit: pageLimitSchema,
  cursor: cursorSchema,
});

export const staffActionResponseSchema = z
  .object({
    id: z.string(),
    action: staffActionSchema,
    /** Who acted; null for the admin command run on the server, or an account since deleted. */
    actor: z.object({ uid: z.string(), username: z.string().nullable(), displayName: z.string() }).nullable(),
    actorId: z.string().nullable(),
    target: z.object({ type: staffTargetTypeSchema, id: z.string() }),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    reason: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StaffAction' });

export const staffActionPageSchema = cursorPageSchema(staffActionResponseSchema).meta({
  id: 'StaffActionPage',
});

export const reviewQueueQuerySchema = z.object({
  location: locationSlugSchema.optional(),
  limit: pageLimitSchema,
  cursor: cursorSchema,
});

export const reviewItemSchema = z
  .object({
    experience: experienceResponseSchema,
    host: hostSummarySchema.nullable(),
    /** The account that submitted it; null when that account is gone. */
    creator: avatarUserResponseSchema.nullable(),
    /** The creator's history with the guide: experiences ever published, and whether an editor trusts them. */
    history: z.object({ publishedCount: countSchema, trusted: z.boolean() }),
    review: experienceReviewSchema,
  })
  .meta({ id: 'ReviewItem' });
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewPageSchema = cursorPageSchema(reviewItemSchema).meta({ id: 'ReviewPage' });

export const rejectBodySchema = z.object({ reason: reviewReasonSchema }).meta({ id: 'RejectExperienceBody' });

export const reviewDecisionSchema = z
  .object({ experience: experienceResponseSchema, review: experienceReviewSchema })
  .meta({ id: 'ReviewDecision' });

export const trustedBodySchema = z.object({ trusted: z.boolean() }).meta({ id: 'SetTrustedBody' });

export const staffOverviewSchema = z
  .object({
    /** The caller's own roles, for the navigation to show only what they may do. */
    roles: z.array(staffRoleSchema),
    /** Experiences waiting for an editor, in every location and per location. */
    reviews: z.object({ waiting: countSchema, byLocation: z.record(z.string(), countSchema) }),
    /** Report cases waiting for a moderator (features/staff/staff-moderation.routes.ts). */
    reports: z.object({ open: countSchema }),
  })
  .meta({ id: 'StaffOverview' });
