import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeUser } from '../testing/factories.ts';
import { catchPgErrorCode, PG_ERROR } from '../testing/pg-error-code.ts';
import { commentVotes } from './comment-reactions.table.ts';
import { comments } from './comments.table.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('comments', () => {
  it('deleting a comment deletes its replies and votes; a vote is up or down only', async () => {
    const { db } = database;
    const author = await makeUser(db);
    const [parent] = await db
      .insert(comments)
      .values({
        kind: 'comment',
        subjectType: 'experience',
        subjectId: 'e1',
        userId: author.id,
        body: 'Fun?',
      })
      .returning();
    const [reply] = await db
      .insert(comments)
      .values({
        kind: 'comment-reply',
        subjectType: 'experience',
        subjectId: 'e1',
        parentId: parent!.id,
        userId: author.id,
        body: 'Yes',
      })
      .returning();
    await db.insert(commentVotes).values({ commentId: reply!.id, userId: author.id, vote: 'up' });
    expect(
      await catchPgErrorCode(
        db.insert(commentVotes).values({ commentId: parent!.id, userId: author.id, vote: 'none' }),
      ),
    ).toBe(PG_ERROR.checkViolation);

    await db.delete(comments).where(eq(comments.id, parent!.id));
    expect(await db.select().from(comments).where(eq(comments.id, reply!.id))).toEqual([]);
    expect(await db.select().from(commentVotes).where(eq(commentVotes.commentId, reply!.id))).toEqual([]);
  });
});
