/**
 * A moderator's sanctions on an account (issue 23): warn (the person is notified with the reason), suspend until a
 * date, ban (with or without an end), and lift either. One transaction each, on the account's row locked first:
 * - suspend and ban set better-auth's admin fields (banned, ban_reason, ban_expires), delete every session of the
 *   account (signed out everywhere: its next request, even one already on its way, finds no session and is a
 *   401), and keep its e-mail and phone hashed so they cannot sign up again while the ban lasts. Its content is
 *   hidden by the read paths while the ban lasts (moderation-visibility.ts), so lifting the ban or reaching its
 *   end shows it again with nothing to undo;
 * - the case of the account and the case the moderator decided from (a comment's, say) are resolved, their
 *   reporters told, and the audit log holds the decision with the fields before and after.
 * A second moderator banning an account already banned is told so (ALREADY_DECIDED) and changes nothing.
 */
import type { ReportSubjectType } from '@happenings/domain/moderation';
import type { StaffAction } from '@happenings/domain/staff';
import { eq } from 'drizzle-orm';
import { sessions } from '../auth/auth.table.ts';
import type { Database } from '../client/database.ts';
import { createNotifications } from '../notifications/notifications.queries.ts';
import { recordStaffAction } from '../staff/staff-actions.queries.ts';
import { users } from '../users/users.table.ts';
import { banIdentitiesOf, releaseIdentitiesOf } from './banned-identities.queries.ts';
import { closeCase, findCaseOf, lockSubject, notifyReporters } from './moderation-decisions.queries.ts';
import { announceAuthorContent } from './moderation-notices.ts';
import { reportCases } from './report-cases.table.ts';
import type { ReportCaseRow } from './reports.queries.ts';

type UserRow = typeof users.$inferSelect;

export type Sanction = 'warn' | 'suspend' | 'ban' | 'unban';

const ACTIONS: Record<Sanction, StaffAction> = {
  warn: 'WARN_USER',
  suspend: 'SUSPEND_USER',
  ban: 'BAN_USER',
  unban: 'UNBAN_USER',
};

export interface SanctionOptions {
  userId: string;
  actorId: string;
  sanction: Sanction;
  reason: string | null;
  /** suspend: required; ban: optional (null: without end). */
  until?: Date | null;
  /** The case the moderator decided from; it must still be open. */
  caseId?: string | undefined;
  now: number;
}

export type SanctionResult =
  | { outcome: 'decided'; user: UserRow; sessionsEnded: number; reportCase: ReportCaseRow | null }
  | {
      outcome: 'refused';
      code: 'ALREADY_DECIDED' | 'NOT_BANNED';
      user: UserRow;
      reportCase: ReportCaseRow | null;
    }
  | { outcome: 'not-found' }
  | { outcome: 'case-not-found' };

/** Banned now: the flag, and an end not yet reached (better-auth reads it the same way at sign-in). */
export function isBannedAt(user: Pick<UserRow, 'banned' | 'banExpires'>, at: Date): boolean {
  return user.banned && (!user.banExpires || user.banExpires > at);
}

const banFields = (user: UserRow) => ({
  banned: user.banned,
  banReason: user.banReason,
  banExpires: user.banExpires?.toISOString() ?? null,
});

export async function sanctionAccount(db: Database, options: SanctionOptions): Promise<SanctionResult> {
  const at = new Date(options.now);
  const userSubject = { subjectType: 'user' as ReportSubjectType, subjectId: options.userId };
  return db.transaction(async (tx) => {
    await lockSubject(tx, userSubject);
    const [user] = await tx.select().from(users).where(eq(users.id, options.userId)).for('update');
    if (!user) return { outcome: 'not-found' };
    const userCase = await findCaseOf(tx, userSubject);
    let decidedCase: ReportCaseRow | null = null;
    if (options.caseId !== undefined && options.caseId !== userCase?.id) {
      const [found] = await tx
        .select()
        .from(reportCases)
        .where(eq(reportCases.id, options.caseId))
        .for('update');
      if (!found) return { outcome: 'case-not-found' };
      decidedCase = found;
    } else if (options.caseId !== undefined) {
      decidedCase = userCase;
    }
    if (decidedCase && decidedCase.state !== 'OPEN') {
      return { outcome: 'refused', code: 'ALREADY_DECIDED', user, reportCase: decidedCase };
    }
    const bannedNow = isBannedAt(user, at);
    if ((options.sanction === 'suspend' || options.sanction === 'ban') && bannedNow) {
      return { outcome: 'refused', code: 'ALREADY_DECIDED', user, reportCase: decidedCase ?? userCase };
    }
    if (options.sanction === 'unban' && !bannedNow) {
      return { outcome: 'refused', code: 'NOT_BANNED', user, reportCase: decidedCase ?? userCase };
    }

    let after = user;
    let sessionsEnded = 0;
    if (options.sanction === 'suspend' || options.sanction === 'ban') {
      const until = options.until ?? null;
      const [updated] = await tx
        .update(users)
        .set({ banned: true, banReason: options.reason, banExpires: until, updatedAt: at })
        .where(eq(users.id, user.id))
        .returning();
      after = updated!;
      const ended = await tx
        .delete(sessions)
        .where(eq(sessions.userId, user.id))
        .returning({ id: sessions.id });
      sessionsEnded = ended.length;
      await banIdentitiesOf(tx, { userId: user.id, until, at });
    } else if (options.sanction === 'unban') {
      const [updated] = await tx
        .update(users)
        .set({ banned: false, banReason: null, banExpires: null, updatedAt: at })
        .where(eq(users.id, user.id))
        .returning();
      after = updated!;
      await releaseIdentitiesOf(tx, user.id);
    } else {
      await createNotifications(tx, [
        {
          recipientId: user.id,
          actorId: null,
          type: 'MODERATION_WARNING',
          subjectType: 'USER',
          subjectId: user.id,
          data: { message: options.reason ?? '' },
        },
      ]);
    }

    if (options.sanction !== 'warn') await announceAuthorContent(tx);
    const action = ACTIONS[options.sanction];
    const close = (
      subject: { subjectType: ReportSubjectType; subjectId: string },
      existing: ReportCaseRow | null,
    ) =>
      closeCase(tx, {
        subject,
        existing,
        state: 'RESOLVED',
        decision: action,
        note: options.reason,
        actorId: options.actorId,
        at,
      });
    // The account's own case records every sanction; the case decided from (another item's) is resolved too.
    const own = await close(userSubject, userCase);
    const other =
      decidedCase && decidedCase.id !== userCase?.id
        ? await close(
            { subjectType: decidedCase.subjectType as ReportSubjectType, subjectId: decidedCase.subjectId },
            decidedCase,
          )
        : null;
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action,
      targetType: 'USER',
      targetId: user.id,
      before: options.sanction === 'warn' ? null : banFields(user),
      after: {
        ...(options.sanction === 'warn' ? {} : banFields(after)),
        ...(options.sanction === 'suspend' || options.sanction === 'ban' ? { sessionsEnded } : {}),
        ...(other ? { caseId: other.reportCase.id } : {}),
      },
      reason: options.reason,
      at,
    });
    if (options.sanction !== 'unban') {
      await notifyReporters(tx, [...own.openReporterIds, ...(other?.openReporterIds ?? [])]);
    }
    return {
      outcome: 'decided',
      user: after,
      sessionsEnded,
      reportCase: other?.reportCase ?? own.reportCase,
    };
  });
}
