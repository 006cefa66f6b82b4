/**
 * The `moderation` an author reads on their own items (issue 23): of a page of items, those the caller wrote that
 * moderators keep out of view, with the state, the reason and since when. One statement for the page, and none
 * when the caller wrote nothing on it; nobody else is ever told.
 */
import type { Database } from '@happenings/db/client';
import { findModerations, subjectKey } from '@happenings/db/moderation';
import type { ItemModeration, ModerationState, ReportSubjectType } from '@happenings/domain/moderation';

export async function findAuthorModerations(
  db: Database,
  subjectType: ReportSubjectType,
  items: readonly { id: string; authorId: string | null }[],
  viewerId: string | null | undefined,
): Promise<Map<string, ItemModeration>> {
  const found = new Map<string, ItemModeration>();
  if (!viewerId) return found;
  const own = items.filter((item) => item.authorId === viewerId);
  if (own.length === 0) return found;
  const rows = await findModerations(
    db,
    own.map((item) => ({ subjectType, subjectId: item.id })),
  );
  for (const item of own) {
    const row = rows.get(subjectKey({ subjectType, subjectId: item.id }));
    if (row) {
      found.set(item.id, {
        state: row.state as ModerationState,
        reason: row.reason,
        at: row.at.toISOString(),
      });
    }
  }
  return found;
}
