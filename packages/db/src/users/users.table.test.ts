import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../auth/auth.table.ts';
import type { DatabaseHandle } from '../client/database.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { follows } from '../follows/follows.table.ts';
import { interested } from '../interested/interested.table.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeExperience, makeUser } from '../testing/factories.ts';
import { catchPgErrorCode, PG_ERROR } from '../testing/pg-error-code.ts';
import { profiles } from './profiles.table.ts';
import { users } from './users.table.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('users', () => {
  it.each([
    ['same case', 'jane', 'jane'],
    ['different case', 'Jane', 'jANE'],
  ])('rejects a second username that differs only by %s', async (_case, first, second) => {
    const { db } = database;
    await makeUser(db, { username: `${first}-${_case.length}` });
    const code = await catchPgErrorCode(makeUser(db, { username: `${second}-${_case.length}` }));
    expect(code).toBe(PG_ERROR.uniqueViolation);
  });

  it("shows as a display username only the account's own username, cased as typed", async () => {
    const { db } = database;
    const owner = await makeUser(db, { username: 'ada.lovelace', displayUsername: 'Ada.Lovelace' });
    expect(owner.displayUsername).toBe('Ada.Lovelace');
    expect(
      await catchPgErrorCode(makeUser(db, { username: 'impostor', displayUsername: 'Ada.Lovelace' })),
    ).toBe(PG_ERROR.checkViolation);
    expect(await catchPgErrorCode(makeUser(db, { username: null, displayUsername: 'Ada.Lovelace' }))).toBe(
      PG_ERROR.checkViolation,
    );
  });

  it('allows any number of users without a username', async () => {
    const { db } = database;
    await makeUser(db, { username: null });
    await makeUser(db, { username: null });
    const rows = await db.select().from(users).where(sql`${users.username} IS NULL`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('rejects a duplicate e-mail', async () => {
    const { db } = database;
    await makeUser(db, { email: 'dup@example.test' });
    expect(await catchPgErrorCode(makeUser(db, { email: 'dup@example.test' }))).toBe(
      PG_ERROR.uniqueViolation,
    );
  });

  it('gives every user a distinct increasing numeric id (spec §7 avatar variant)', async () => {
    const { db } = database;
    const first = await makeUser(db);
    const second = await makeUser(db);
    expect(Number.isInteger(first.numericId)).toBe(true);
    expect(second.numericId).toBeGreaterThan(first.numericId);
  });

  it('defaults better-auth flags to false and fills id and timestamps', async () => {
    const user = await makeUser(database.db);
    expect(user).toMatchObject({ emailVerified: false, phoneNumberVerified: false });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.createdAt).toBeInstanceOf(Date);
  });

  it('deleting a user removes their sessions, profile, follows and interests, and orphans their experiences', async () => {
    const { db } = database;
    const user = await makeUser(db);
    const friend = await makeUser(db);
    await db
      .insert(sessions)
      .values({ token: `t-${user.id}`, userId: user.id, expiresAt: new Date(Date.UTC(2030, 0, 1)) });
    await db.insert(profiles).values({ userId: user.id, bio: 'hi' });
    await db.insert(follows).values([
      { followerId: user.id, followeeId: friend.id },
      { followerId: friend.id, followeeId: user.id },
    ]);
    const experience = await makeExperience(db, { creatorId: user.id });
    await db.insert(interested).values({ userId: user.id, itemType: 'experience', itemId: experience.id });

    await db.delete(users).where(eq(users.id, user.id));

    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, user.id))).toEqual([]);
    expect(await db.select().from(follows).where(eq(follows.followeeId, friend.id))).toEqual([]);
    expect(await db.select().from(follows).where(eq(follows.followerId, friend.id))).toEqual([]);
    expect(await db.select().from(interested).where(eq(interested.userId, user.id))).toEqual([]);
    const [kept] = await db.select().from(experiences).where(eq(experiences.id, experience.id));
    expect(kept?.creatorId).toBeNull();
  });
});

describe('follows', () => {
  it('rejects following oneself and following twice', async () => {
    const { db } = database;
    const a = await makeUser(db);
    const b = await makeUser(db);
    expect(await catchPgErrorCode(db.insert(follows).values({ followerId: a.id, followeeId: a.id }))).toBe(
      PG_ERROR.checkViolation,
    );
    await db.insert(follows).values({ followerId: a.id, followeeId: b.id });
    expect(await catchPgErrorCode(db.insert(follows).values({ followerId: a.id, followeeId: b.id }))).toBe(
      PG_ERROR.uniqueViolation,
    );
  });
});
