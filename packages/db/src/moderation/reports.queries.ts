/**
 * Filing a report (issue 23): one account's report of one item joins the item's case, in one transaction with the
 * case's row locked first, so two reports at once count as two and one account's second report counts as none.
 *
 * Threshold auto-hide: when the reports a moderator has not yet seen (those since the case last opened) come from
 * `hideThreshold` distinct accounts, the item is hidden from everyone but its author until a moderator decides,
 * and the audit log records it with no actor (the system). A moderator's earlier decision is not undone by the
 * reports it already saw: a reopened case counts from its reopening.
 */

import type { ReportSubjectType } from '@happenings/domain/moderation';
import { autoHideReason, REPORT_SUBJECT_TARGETS, type ReportReason } from '@happenings/domain/moderation';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { recordStaffAction } from '../staff/staff-actions.queries.ts';
import { moderatedItems } from './moderated-items.table.ts';
import { lockSubject } from './moderation-decisions.queries.ts';
import { announceModeratedItem } from './moderation-notices.ts';
import { type ReportCaseRow, type ReportRow, reportCases, reports } from './report-cases.table.ts';

export type { ReportCaseRow, ReportRow } from './report-cases.table.ts';

export interface FileReportOptions {
  reporterId: string;
  subjectType: ReportSubjectType;
  subjectId: string;
  reason: ReportReason;
  details: string | null;
  /** Distinct accounts whose unseen reports hide the item (REPORT_HIDE_THRESHOLD); 0 never hides. */
  hideThreshold: number;
  now: number;
}

export interface FiledReport {
  report: ReportRow;
  /** False when this account had already reported the item: `report` is that first report, nothing counted. */
  isNew: boolean;
  /** The item was hidden by this report (the threshold reached). */
  autoHidden: boolean;
}

/** Opens the item's case if it has none, and locks it. */
export async function lockCaseFor(
  tx: Database,
  subject: { subjectType: ReportSubjectType; subjectId: string },
  at: Date,
): Promise<ReportCaseRow> {
  await tx
    .insert(reportCases)
    .values({ subjectType: subject.subjectType, subjectId: subject.subjectId, openedAt: at, createdAt: at })
    .onConflictDoNothing({ target: [reportCases.subjectType, reportCases.subjectId] });
  const [locked] = await tx
    .select()
    .from(reportCases)
    .where(
      and(eq(reportCases.subjectType, subject.subjectType), eq(reportCases.subjectId, subject.subjectId)),
    )
    .for('update');
  return locked!;
}

export async function fileReport(db: Database, options: FileReportOptions): Promise<FiledReport> {
  const at = new Date(options.now);
  const subject = { subjectType: options.subjectType, subjectId: options.subjectId };
  return db.transaction(async (tx) => {
    // The same lock as a moderator's decision on the item (moderation-decisions.queries.ts), so a report and a
    // decision at once never both create the item's case.
    await lockSubject(tx, subject);
    const locked = await lockCaseFor(tx, subject, at);
    const [existing] = await tx
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, options.reporterId),
          eq(reports.subjectType, options.subjectType),
          eq(reports.subjectId, options.subjectId),
        ),
      );
    if (existing) return { report: existing, isNew: false, autoHidden: false };
    const [report] = await tx
      .insert(reports)
      .values({
        caseId: locked.id,
        reporterId: options.reporterId,
        ...subject,
        reason: options.reason,
        details: options.details,
        createdAt: at,
      })
      .returning();
    const reopens = locked.state !== 'OPEN';
    const [updated] = await tx
      .update(reportCases)
      .set({
        reporterCount: sql`${reportCases.reporterCount} + 1`,
        lastReportedAt: at,
        ...(reopens ? { state: 'OPEN', openedAt: at } : {}),
      })
      .where(eq(reportCases.id, locked.id))
      .returning();
    const autoHidden = await hideWhenThresholdReached(tx, updated!, options.hideThreshold, at);
    return { report: report!, isNew: true, autoHidden };
  });
}

async function hideWhenThresholdReached(
  tx: Database,
  reportCase: ReportCaseRow,
  threshold: number,
  at: Date,
): Promise<boolean> {
  if (threshold <= 0) return false;
  const [unseen] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(eq(reports.caseId, reportCase.id), gte(reports.createdAt, reportCase.openedAt)));
  const count = Number(unseen?.count ?? 0);
  if (count < threshold) return false;
  const reason = autoHideReason(count);
  const [hidden] = await tx
    .insert(moderatedItems)
    .values({
      subjectType: reportCase.subjectType,
      subjectId: reportCase.subjectId,
      state: 'HIDDEN',
      reason,
      actorId: null,
      at,
    })
    .onConflictDoNothing()
    .returning();
  if (!hidden) return false;
  await announceModeratedItem(tx, {
    subjectType: reportCase.subjectType as ReportSubjectType,
    subjectId: reportCase.subjectId,
  });
  await recordStaffAction(tx, {
    actorId: null,
    action: 'HIDE_CONTENT',
    targetType: REPORT_SUBJECT_TARGETS[reportCase.subjectType as ReportSubjectType],
    targetId: reportCase.subjectId,
    before: { moderation: null },
    after: { moderation: 'HIDDEN', reporterCount: count },
    reason,
    at,
  });
  return true;
}
