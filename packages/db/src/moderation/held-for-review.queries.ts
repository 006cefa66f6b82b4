/**
 * Holding a new item for a moderator (issue 23 abuse defaults: a new account's comment carrying a link): the item
 * is hidden by the system with the reason its author reads ("Waiting for a moderator"), its case opens in the
 * moderators' queue with no report, and the audit log records it with no actor. Call it in the transaction that
 * wrote the item, so the item is never shown before it is held. A moderator's restore publishes it.
 */
import { REPORT_SUBJECT_TARGETS, type ReportSubjectType } from '@happenings/domain/moderation';
import type { Database } from '../client/database.ts';
import { recordStaffAction } from '../staff/staff-actions.queries.ts';
import { moderatedItems } from './moderated-items.table.ts';
import { lockSubject } from './moderation-decisions.queries.ts';
import { lockCaseFor } from './reports.queries.ts';

export async function holdForReview(
  tx: Database,
  options: { subjectType: ReportSubjectType; subjectId: string; reason: string; now: number },
): Promise<void> {
  const at = new Date(options.now);
  const subject = { subjectType: options.subjectType, subjectId: options.subjectId };
  await lockSubject(tx, subject);
  await lockCaseFor(tx, subject, at);
  await tx
    .insert(moderatedItems)
    .values({ ...subject, state: 'HIDDEN', reason: options.reason, actorId: null, at })
    .onConflictDoNothing();
  await recordStaffAction(tx, {
    actorId: null,
    action: 'HIDE_CONTENT',
    targetType: REPORT_SUBJECT_TARGETS[options.subjectType],
    targetId: options.subjectId,
    before: { moderation: null },
    after: { moderation: 'HIDDEN', heldForReview: true },
    reason: options.reason,
    at,
  });
}
