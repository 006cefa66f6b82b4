/**
 * Comments and roundups for tests, made straight in the database with the query functions the routes use (no
 * posting limit, no HTTP): a pair of each, one others may see and one hidden with a draft.
 */
import type { Database } from '@happenings/db/client';
import { createComment } from '@happenings/db/comments';
import { createRoundup } from '@happenings/db/roundups';

/** A comment by `userId` on the experience, as posted through the API. */
export async function makeCommentFixture(
  db: Database,
  input: { userId: string; experienceId: string; text?: string },
): Promise<string> {
  const row = await createComment(db, {
    kind: 'comment',
    subjectType: 'experience',
    subjectId: input.experienceId,
    userId: input.userId,
    body: input.text ?? 'A comment',
  });
  if (!row) throw new Error('comment fixture not created');
  return row.id;
}

/** A Boston roundup asked by `creatorId`, published unless told otherwise. */
export async function makeRoundupFixture(
  db: Database,
  input: { creatorId: string; isDraft?: boolean; title?: string },
): Promise<string> {
  const row = await createRoundup(db, {
    title: input.title ?? 'Best coffee near the Common?',
    description: null,
    creatorId: input.creatorId,
    locationSlug: 'boston-ma',
    publishState: input.isDraft ? 'NOT_PUBLISHED' : 'PUBLISHED',
    endsAt: null,
  });
  return row.id;
}
