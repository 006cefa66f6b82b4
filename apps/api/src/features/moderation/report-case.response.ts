/**
 * A page of moderation cases as the back office shows them: each with its reasons, the item's preview and author,
 * where the item stands, and who decided last. A handful of statements per page (one per kind of item on it),
 * never one per case.
 */
import type { Database } from '@happenings/db/client';
import {
  countCaseReasons,
  findModerations,
  findSubjectPreviews,
  type ModeratedItemRow,
  type ReportCaseRow,
  type SubjectKey,
  subjectKey,
} from '@happenings/db/moderation';
import { listUsersByIds } from '@happenings/db/users';
import type { ModerationState, ReportSubjectType } from '@happenings/domain/moderation';
import type { StaffAction } from '@happenings/domain/staff';
import type { ApiConfig } from '../../env.ts';
import { toAvatarUser } from '../users/user.response.ts';
import type { ItemModeration, ReportCaseResponse } from './moderation.schemas.ts';

export function toItemModeration(row: ModeratedItemRow | null | undefined): ItemModeration | null {
  if (!row) return null;
  return { state: row.state as ModerationState, reason: row.reason, at: row.at.toISOString() };
}

const subjectOf = (row: ReportCaseRow): SubjectKey => ({
  subjectType: row.subjectType as ReportSubjectType,
  subjectId: row.subjectId,
});

export async function toReportCases(
  db: Database,
  rows: readonly ReportCaseRow[],
  config: ApiConfig,
): Promise<ReportCaseResponse[]> {
  if (rows.length === 0) return [];
  const subjects = rows.map(subjectOf);
  const [reasons, moderations, previews, deciders] = await Promise.all([
    countCaseReasons(
      db,
      rows.map((row) => row.id),
    ),
    findModerations(db, subjects),
    findSubjectPreviews(db, subjects),
    listUsersByIds(db, [...new Set(rows.flatMap((row) => (row.decidedBy ? [row.decidedBy] : [])))]),
  ]);
  const decidersById = new Map(deciders.map((user) => [user.id, user]));
  return rows.map((row) => {
    const key = subjectKey(subjectOf(row));
    const preview = previews.get(key);
    const decider = row.decidedBy ? decidersById.get(row.decidedBy) : undefined;
    return {
      id: row.id,
      subjectType: row.subjectType as ReportSubjectType,
      subjectId: row.subjectId,
      state: row.state as ReportCaseResponse['state'],
      reporterCount: row.reporterCount,
      reasons: reasons.get(row.id) ?? {},
      openedAt: row.openedAt.toISOString(),
      lastReportedAt: row.lastReportedAt?.toISOString() ?? null,
      decision: (row.decision as StaffAction | null) ?? null,
      note: row.note,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: decider ? toAvatarUser(decider, config) : null,
      moderation: toItemModeration(moderations.get(key)),
      preview: {
        exists: !!preview,
        title: preview?.title ?? null,
        text: preview?.text ?? null,
        path: preview?.path ?? null,
        author: preview?.author ? toAvatarUser(preview.author, config) : null,
        media: preview?.media ?? null,
      },
    };
  });
}
