import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeUser } from '../testing/factories.ts';
import { users } from '../users/users.table.ts';
import { sessions } from './auth.table.ts';
import { deleteAllSessions } from './sessions.queries.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('deleteAllSessions', () => {
  it('ends every session of every account and keeps the accounts', async () => {
    const { db } = database;
    const [ada, grace] = [await makeUser(db), await makeUser(db)];
    const expiresAt = new Date(Date.UTC(2030, 0, 1));
    await db.insert(sessions).values([
      { token: 'ada-phone', userId: ada.id, expiresAt },
      { token: 'ada-laptop', userId: ada.id, expiresAt },
      { token: 'grace-laptop', userId: grace.id, expiresAt },
    ]);

    expect(await deleteAllSessions(db)).toBe(3);
    expect(await db.select().from(sessions)).toEqual([]);
    expect((await db.select({ id: users.id }).from(users)).map((row) => row.id)).toEqual(
      expect.arrayContaining([ada.id, grace.id]),
    );
    expect(await deleteAllSessions(db)).toBe(0);
  });
});
