import type { NotificationKind, NotificationSubject, NotificationType } from '@happenings/domain/enums';
import type { Database } from '../client/database.ts';
import { notifications } from './notifications.table.ts';

export interface NewNotification {
  recipientId: string;
  actorId: string | null;
  type: NotificationType;
  subjectType: NotificationSubject;
  subjectId: string;
  /** GENERAL (about you, the default) or COMMUNITY (about people you follow). */
  kind?: NotificationKind;
  data?: Record<string, unknown>;
}

/** Inserts notifications in one statement (pass a transaction to tie them to the write that caused them). */
export async function createNotifications(db: Database, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(
    rows.map((row) => ({
      recipientId: row.recipientId,
      actorId: row.actorId,
      type: row.type,
      kind: row.kind ?? 'GENERAL',
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      data: row.data ?? {},
    })),
  );
}
