/**
 * A moderator's decisions on an item (issue 23): dismiss its case, hide it, restore it, remove it. Each is one
 * transaction: the decision, the item's case (an open one is resolved or dismissed; an item nobody reported gets a
 * case holding the decision, so every decision is found by its item), the audit row, and the notifications (each
 * reporter of an item hidden or removed is told a moderator acted; the author of a removed item is told why).
 *
 * Two moderators deciding at once: each decision first takes a transaction lock on the item (an advisory lock on
 * its type and id, so it holds even before the item has a case), then checks what is decided. The second waits,
 * finds the case decided or the item already in the state it asked for, changes nothing and is told what the
 * first decided (ALREADY_DECIDED): one decision, one audit row, one round of notifications.
 */
import { REPORT_SUBJECT_TARGETS, type ReportSubjectType } from '@happenings/domain/moderation';
import type { StaffAction } from '@happenings/domain/staff';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { createNotifications } from '../notifications/notifications.queries.ts';
import { recordStaffAction } from '../staff/staff-actions.queries.ts';
import { type ModeratedItemRow, moderatedItems } from './moderated-items.table.ts';
import { announceModeratedItem } from './moderation-notices.ts';
import { type ReportCaseRow, reportCases, reports } from './report-cases.table.ts';

export type ItemAction = 'dismiss' | 'hide' | 'restore' | 'remove';

const ACTIONS: Record<ItemAction, StaffAction> = {
  dismiss: 'DISMISS_REPORTS',
  hide: 'HIDE_CONTENT',
  restore: 'RESTORE_CONTENT',
  remove: 'REMOVE_CONTENT',
};

export interface DecideItemOptions {
  subjectType: ReportSubjectType;
  subjectId: string;
  action: ItemAction;
  actorId: string;
  /** The reason (hide, remove, restore) or the note (dismiss). */
  reason: string | null;
  /** The case the moderator is deciding, when they decide from one: it must still be open. */
  caseId?: string | undefined;
  /** The item's author, told when it is removed. */
  authorId?: string | null;
  now: number;
}

export type ItemDecisionResult =
  | { outcome: 'decided'; moderation: ModeratedItemRow | null; reportCase: ReportCaseRow }
  | {
      outcome: 'refused';
      /** ALREADY_DECIDED: another decision came first; NOT_HIDDEN: nothing to restore; NOT_OPEN: no open case
       * to dismiss; REMOVED: a removal is final. */
      code: 'ALREADY_DECIDED' | 'NOT_HIDDEN' | 'NOT_OPEN' | 'REMOVED';
      reportCase: ReportCaseRow | null;
      moderation: ModeratedItemRow | null;
    }
  | { outcome: 'case-not-found' };

/** Serialises every decision about one item until the transaction ends (PostgreSQL; PGlite has one session). */
export async function lockSubject(
  tx: Database,
  subject: { subjectType: string; subjectId: string },
): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`moderation:${subject.subjectType}:${subject.subjectId}`}))`,
  );
}

export async function findCaseOf(
  tx: Database,
  subject: { subjectType: string; subjectId: string },
): Promise<ReportCaseRow | null> {
  const [row] = await tx
    .select()
    .from(reportCases)
    .where(
      and(eq(reportCases.subjectType, subject.subjectType), eq(reportCases.subjectId, subject.subjectId)),
    )
    .for('update');
  return row ?? null;
}

/**
 * Records a moderator's decision on the item's case: an open case is resolved (or dismissed), a closed one keeps
 * its state and takes the latest decision, a missing one is created resolved. Returns the case and, when it was
 * open, the reporters it had not told yet.
 */
export async function closeCase(
  tx: Database,
  options: {
    subject: { subjectType: ReportSubjectType; subjectId: string };
    existing: ReportCaseRow | null;
    state: 'RESOLVED' | 'DISMISSED';
    decision: StaffAction;
    note: string | null;
    actorId: string;
    at: Date;
  },
): Promise<{ reportCase: ReportCaseRow; openReporterIds: string[] }> {
  const decided = {
    decision: options.decision,
    note: options.note,
    decidedAt: options.at,
    decidedBy: options.actorId,
  };
  const { existing } = options;
  if (!existing) {
    const [created] = await tx
      .insert(reportCases)
      .values({
        ...options.subject,
        state: options.state,
        openedAt: options.at,
        createdAt: options.at,
        ...decided,
      })
      .returning();
    return { reportCase: created!, openReporterIds: [] };
  }
  const wasOpen = existing.state === 'OPEN';
  const [updated] = await tx
    .update(reportCases)
    .set({ ...decided, ...(wasOpen ? { state: options.state } : {}) })
    .where(eq(reportCases.id, existing.id))
    .returning();
  if (!wasOpen) return { reportCase: updated!, openReporterIds: [] };
  const reporters = await tx
    .select({ reporterId: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.caseId, existing.id), gte(reports.createdAt, existing.openedAt)));
  return { reportCase: updated!, openReporterIds: reporters.map((row) => row.reporterId) };
}

/** Each reporter of a case a moderator acted on is told, without naming the item, its author or the moderator. */
export async function notifyReporters(tx: Database, reporterIds: readonly string[]): Promise<void> {
  await createNotifications(
    tx,
    [...new Set(reporterIds)].map((recipientId) => ({
      recipientId,
      actorId: null,
      type: 'REPORT_RESOLVED' as const,
      subjectType: 'USER' as const,
      subjectId: recipientId,
    })),
  );
}

const SUBJECT_WORDS: Record<ReportSubjectType, string> = {
  experience: 'event',
  comment: 'comment',
  'crowd-sourced-roundup': 'roundup',
  collection: 'collection',
  post: 'post',
  user: 'profile',
};

export async function decideItem(db: Database, options: DecideItemOptions): Promise<ItemDecisionResult> {
  const at = new Date(options.now);
  const subject = { subjectType: options.subjectType, subjectId: options.subjectId };
  return db.transaction(async (tx) => {
    await lockSubject(tx, subject);
    const existing = await findCaseOf(tx, subject);
    if (options.caseId !== undefined && existing?.id !== options.caseId) return { outcome: 'case-not-found' };
    const [current] = await tx
      .select()
      .from(moderatedItems)
      .where(
        and(
          eq(moderatedItems.subjectType, subject.subjectType),
          eq(moderatedItems.subjectId, subject.subjectId),
        ),
      );
    const moderation = current ?? null;
    const refuse = (code: 'ALREADY_DECIDED' | 'NOT_HIDDEN' | 'NOT_OPEN' | 'REMOVED') =>
      ({ outcome: 'refused', code, reportCase: existing, moderation }) as const;
    const isOpen = existing?.state === 'OPEN';
    if (options.caseId !== undefined && !isOpen) return refuse('ALREADY_DECIDED');
    switch (options.action) {
      case 'dismiss':
        if (!isOpen) return refuse(existing?.decidedAt ? 'ALREADY_DECIDED' : 'NOT_OPEN');
        break;
      case 'hide':
        if (moderation?.state === 'REMOVED') return refuse('ALREADY_DECIDED');
        // A hide by the system waits for a moderator, who may confirm it; a moderator's own hide is decided.
        if (moderation?.actorId && !isOpen) return refuse('ALREADY_DECIDED');
        break;
      case 'remove':
        if (moderation?.state === 'REMOVED') return refuse('ALREADY_DECIDED');
        break;
      case 'restore':
        if (!moderation)
          return refuse(existing?.decision === 'RESTORE_CONTENT' ? 'ALREADY_DECIDED' : 'NOT_HIDDEN');
        if (moderation.state === 'REMOVED') return refuse('REMOVED');
        break;
    }

    let after: ModeratedItemRow | null = moderation;
    if (options.action === 'hide' || options.action === 'remove') {
      const values = {
        state: options.action === 'hide' ? 'HIDDEN' : 'REMOVED',
        reason: options.reason ?? '',
        actorId: options.actorId,
        at,
      };
      const [row] = await tx
        .insert(moderatedItems)
        .values({ ...subject, ...values })
        .onConflictDoUpdate({ target: [moderatedItems.subjectType, moderatedItems.subjectId], set: values })
        .returning();
      after = row!;
    } else if (
      options.action === 'restore' ||
      (options.action === 'dismiss' && moderation && !moderation.actorId)
    ) {
      // Dismissing a case whose item the system hid (the threshold, a link held for review) shows it again:
      // a moderator looked and found nothing wrong.
      await tx
        .delete(moderatedItems)
        .where(
          and(
            eq(moderatedItems.subjectType, subject.subjectType),
            eq(moderatedItems.subjectId, subject.subjectId),
          ),
        );
      after = null;
    }

    if (after !== moderation) await announceModeratedItem(tx, subject);
    const action = ACTIONS[options.action];
    const { reportCase, openReporterIds } = await closeCase(tx, {
      subject,
      existing,
      state: options.action === 'dismiss' ? 'DISMISSED' : 'RESOLVED',
      decision: action,
      note: options.reason,
      actorId: options.actorId,
      at,
    });
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action,
      targetType: REPORT_SUBJECT_TARGETS[options.subjectType],
      targetId: options.subjectId,
      before: { moderation: moderation?.state ?? null, caseState: existing?.state ?? null },
      after: { moderation: after?.state ?? null, caseState: reportCase.state },
      reason: options.reason,
      at,
    });
    if (options.action === 'hide' || options.action === 'remove') await notifyReporters(tx, openReporterIds);
    if (options.action === 'remove' && options.authorId) {
      await createNotifications(tx, [
        {
          recipientId: options.authorId,
          actorId: null,
          type: 'MODERATION_WARNING',
          subjectType: 'USER',
          subjectId: options.authorId,
          data: {
            message: `A moderator removed your ${SUBJECT_WORDS[options.subjectType]}: ${options.reason ?? ''}`,
          },
        },
      ]);
    }
    return { outcome: 'decided', moderation: after, reportCase };
  });
}
