/**
 * Bodies of the reports and moderation calls (issue 23): a member's report (the request is the fixed contract
 * reportRequestSchema of @happenings/domain/moderation), the moderators' cases, their decisions and sanctions,
 * and the `moderation` field an author reads on their own item.
 */
import {
  type ItemModeration,
  itemModerationSchema,
  REPORT_CASE_STATES,
  reportReasonSchema,
  reportSubjectTypeSchema,
} from '@happenings/domain/moderation';
import {
  cursorPageSchema,
  idSchema,
  mediaItemSchema,
  staffActionSchema,
  textSchema,
} from '@happenings/domain/schemas';
import { z } from 'zod';
import { pageLimitSchema } from '../../http/page-limit.ts';
import { staffPersonSchema } from '../staff/staff.schemas.ts';
import { avatarUserResponseSchema } from '../users/user.response.ts';

const instantSchema = z.iso.datetime({ offset: true });

export { type ItemModeration, itemModerationSchema };

/** The reporter's own report: answered 201 when filed, 200 when the account had already reported the item. */
export const reportResponseSchema = z
  .object({
    id: z.string(),
    subjectType: reportSubjectTypeSchema,
    subjectId: z.string(),
    reason: reportReasonSchema,
    details: z.string().nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: 'Report' });

export const reportCaseStateSchema = z.enum(REPORT_CASE_STATES);

export const reportCaseQuerySchema = z.object({
  /** OPEN by default: the queue. */
  state: reportCaseStateSchema.default('OPEN'),
  subjectType: reportSubjectTypeSchema.optional(),
  limit: pageLimitSchema,
  cursor: z.string().min(1).max(200).optional(),
});

export const caseIdParamsSchema = z.object({ caseId: idSchema.max(200) });
export const subjectParamsSchema = z.object({
  subjectType: reportSubjectTypeSchema,
  subjectId: idSchema.max(200),
});
export const personParamsSchema = z.object({ id: idSchema.max(200) });

/** What the item is, for the moderator to judge without opening it. */
export const reportSubjectPreviewSchema = z
  .object({
    /** False once the item was deleted by its author (or their account). */
    exists: z.boolean(),
    /** An event's or collection's name, a roundup's question, a person's name. */
    title: z.string().nullable(),
    /** A comment's or post's text, a description's start. */
    text: z.string().nullable(),
    /** Its page on the website, when it has one. */
    path: z.string().nullable(),
    author: avatarUserResponseSchema.nullable(),
    /** A post's photo or video; null for everything else. */
    media: mediaItemSchema.nullable(),
  })
  .meta({ id: 'ReportSubjectPreview' });

export const reportCaseSchema = z
  .object({
    id: z.string(),
    subjectType: reportSubjectTypeSchema,
    subjectId: z.string(),
    state: reportCaseStateSchema,
    /** Distinct accounts that reported the item. */
    reporterCount: z.number().int().min(0),
    /** How many reports give each reason. */
    reasons: z.partialRecord(reportReasonSchema, z.number().int().min(1)),
    /** When it (last) entered the queue. */
    openedAt: instantSchema,
    lastReportedAt: instantSchema.nullable(),
    /** The last decision: the staff action, its note or reason, when and by whom. */
    decision: staffActionSchema.nullable(),
    note: z.string().nullable(),
    decidedAt: instantSchema.nullable(),
    decidedBy: avatarUserResponseSchema.nullable(),
    /** Where the item stands now: hidden (by a moderator or the system) or removed; null when in view. */
    moderation: itemModerationSchema.nullable(),
    preview: reportSubjectPreviewSchema,
  })
  .meta({ id: 'ReportCase' });
export type ReportCaseResponse = z.infer<typeof reportCaseSchema>;

export const reportCasePageSchema = cursorPageSchema(reportCaseSchema).meta({ id: 'ReportCasePage' });

export const caseReportSchema = z
  .object({
    id: z.string(),
    reason: reportReasonSchema,
    details: z.string().nullable(),
    createdAt: instantSchema,
    reporter: avatarUserResponseSchema.nullable(),
  })
  .meta({ id: 'CaseReport' });

export const reportCaseDetailSchema = reportCaseSchema
  .extend({ reports: z.array(caseReportSchema) })
  .meta({ id: 'ReportCaseDetail' });

const reasonSchema = textSchema.trim().min(1).max(500);
/**
 * The case the moderator decides from, when they act from one: it must still be open, so of two moderators
 * deciding the same case the second is told it was decided (409 ALREADY_DECIDED) instead of acting twice.
 */
const caseIdSchema = idSchema.max(200).optional();

export const dismissBodySchema = z
  .object({ note: textSchema.trim().max(500).optional() })
  .meta({ id: 'DismissReportsBody' });

export const moderationReasonBodySchema = z
  .object({ reason: reasonSchema, caseId: caseIdSchema })
  .meta({ id: 'ModerationReasonBody' });

export const suspendBodySchema = z
  .object({ reason: reasonSchema, until: instantSchema, caseId: caseIdSchema })
  .meta({ id: 'SuspendBody' });

export const banBodySchema = z
  .object({ reason: reasonSchema, until: instantSchema.optional(), caseId: caseIdSchema })
  .meta({ id: 'BanBody' });

export const unbanBodySchema = z
  .object({ reason: textSchema.trim().max(500).optional() })
  .meta({ id: 'UnbanBody' });

/** An item's moderation after a moderator's action, and its case (null when nobody had reported it). */
export const moderationDecisionSchema = z
  .object({
    subjectType: reportSubjectTypeSchema,
    subjectId: z.string(),
    moderation: itemModerationSchema.nullable(),
    case: reportCaseSchema.nullable(),
  })
  .meta({ id: 'ModerationDecision' });

/** An account after a warning, suspension, ban or unban. */
export const accountSanctionSchema = z
  .object({
    person: staffPersonSchema,
    banReason: z.string().nullable(),
    /** When a suspension ends; null for a ban without end (or no ban). */
    banExpires: instantSchema.nullable(),
    /** Sessions ended by this action (signed out everywhere). */
    sessionsEnded: z.number().int().min(0),
    case: reportCaseSchema.nullable(),
  })
  .meta({ id: 'AccountSanction' });
