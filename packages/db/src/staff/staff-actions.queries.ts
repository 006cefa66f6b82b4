/**
 * Writing and reading the audit log (staff_actions). recordStaffAction is called inside the transaction of the
 * action it records; the log is read newest first, keyset paged on (created_at, id) with the index that matches
 * the filter (staff_actions_actor_idx, _target_idx, _action_idx, else _created_idx).
 */
import type { StaffAction, StaffTargetType } from '@happenings/domain/staff';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { isAfterCursor, type KeysetCursor, keysetInstant, toKeysetPage } from '../users/keyset-cursor.ts';
import { users } from '../users/users.table.ts';
import { staffActions } from './staff-actions.table.ts';

export type StaffActionRow = typeof staffActions.$inferSelect;

export interface NewStaffAction {
  /** Null: the admin command on the server. */
  actorId: string | null;
  action: StaffAction;
  targetType: StaffTargetType;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: string | null;
  /** When it happened (the API's clock). */
  at: Date;
}

/** Appends one row; pass the transaction of the action, so the two commit or roll back together. */
export async function recordStaffAction(db: Database, action: NewStaffAction): Promise<StaffActionRow> {
  const [row] = await db
    .insert(staffActions)
    .values({
      actorId: action.actorId,
      action: action.action,
      targetType: action.targetType,
      targetId: action.targetId,
      before: action.before,
      after: action.after,
      reason: action.reason ?? null,
      createdAt: action.at,
    })
    .returning();
  return row!;
}

export interface StaffActionFilter {
  actorId?: string | undefined;
  action?: StaffAction | undefined;
  targetType?: StaffTargetType | undefined;
  targetId?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

export interface StaffActionListRow {
  action: StaffActionRow;
  /** The actor's account as it is now; null for the admin command or an account since deleted. */
  actor: { id: string; name: string; username: string | null; displayUsername: string | null } | null;
  cursorAt: string;
  cursorKey: string;
}

/** One page of the log, newest first, with the cursor of the next. */
export async function listStaffActions(
  db: Database,
  options: StaffActionFilter & { limit: number; cursor?: KeysetCursor | undefined },
): Promise<{ rows: StaffActionListRow[]; next: KeysetCursor | null }> {
  const rows = await db
    .select({
      action: staffActions,
      actorName: users.name,
      actorUsername: users.username,
      actorDisplayUsername: users.displayUsername,
      actorExists: sql<boolean>`${users.id} IS NOT NULL`,
      cursorAt: keysetInstant(staffActions.createdAt),
      cursorKey: sql<string>`${staffActions.id}`,
    })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.actorId))
    .where(
      and(
        options.actorId === undefined ? undefined : eq(staffActions.actorId, options.actorId),
        options.action === undefined ? undefined : eq(staffActions.action, options.action),
        options.targetType === undefined ? undefined : eq(staffActions.targetType, options.targetType),
        options.targetId === undefined ? undefined : eq(staffActions.targetId, options.targetId),
        options.from === undefined ? undefined : gte(staffActions.createdAt, options.from),
        options.to === undefined ? undefined : lt(staffActions.createdAt, options.to),
        isAfterCursor(staffActions.createdAt, staffActions.id, options.cursor),
      ),
    )
    // NULLS LAST as the indexes are declared, so the planner reads them in order (the columns are NOT NULL).
    .orderBy(sql`${staffActions.createdAt} DESC NULLS LAST`, sql`${staffActions.id} DESC NULLS LAST`)
    .limit(options.limit + 1);
  const page = toKeysetPage(rows, options.limit);
  return {
    next: page.next,
    rows: page.rows.map((row) => ({
      action: row.action,
      actor:
        row.actorExists && row.action.actorId
          ? {
              id: row.action.actorId,
              name: row.actorName ?? '',
              username: row.actorUsername,
              displayUsername: row.actorDisplayUsername,
            }
          : null,
      cursorAt: row.cursorAt,
      cursorKey: row.cursorKey,
    })),
  };
}
