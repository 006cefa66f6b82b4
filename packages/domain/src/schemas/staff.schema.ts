/**
 * The staff roles and the review of an experience as the API answers them (issue 23; the values and rules are in
 * ../staff, zod-free).
 */
import { z } from 'zod';
import { REVIEW_REASON_MAX_LENGTH, REVIEW_STATES } from '../staff/review-rule.ts';
import { STAFF_ACTIONS, STAFF_TARGET_TYPES } from '../staff/staff-actions.ts';
import { STAFF_ROLES } from '../staff/staff-roles.ts';
import { textSchema } from './text.schema.ts';

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const reviewStateSchema = z.enum(REVIEW_STATES);
export const staffActionSchema = z.enum(STAFF_ACTIONS);
export const staffTargetTypeSchema = z.enum(STAFF_TARGET_TYPES);

/** Why an editor rejects an experience: shown to its host as written. */
export const reviewReasonSchema = textSchema
  .trim()
  .min(1, 'Say why, for the host')
  .max(REVIEW_REASON_MAX_LENGTH);

/**
 * Where an experience stands with the editors, shown to its creator and its host's owner only: waiting since
 * `submittedAt`, or the last decision with its time and, for a rejection, the reason to fix before resubmitting.
 */
export const experienceReviewSchema = z
  .object({
    state: reviewStateSchema,
    submittedAt: z.iso.datetime({ offset: true }),
    reason: z.string().nullable(),
    decidedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ExperienceReview' });
export type ExperienceReview = z.infer<typeof experienceReviewSchema>;
