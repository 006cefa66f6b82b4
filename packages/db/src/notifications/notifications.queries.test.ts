import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeExperience, makeUser } from '../testing/factories.ts';
import { notificationActors } from './notification-actors.table.ts';
import { listNotificationActors, listNotifications } from './notification-inbox.queries.ts';
import { setNotificationPreferences } from './notification-preferences.queries.ts';
import { createNotifications, type NewNotification, withdrawNotification } from './notifications.queries.ts';
import { notifications } from './notifications.table.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const interest = (recipientId: string, actorId: string, experienceId: string): NewNotification => ({
  recipientId,
  actorId,
  type: 'CONNECTION_INTEREST',
  subjectType: 'EXPERIENCE',
  subjectId: experienceId,
});

async function rowsOf(recipientId: string) {
  return database.db.select().from(notifications).where(eq(notifications.recipientId, recipientId));
}

async function actorsOf(notificationId: string) {
  const rows = await database.db
    .select({ actorId: notificationActors.actorId })
    .from(notificationActors)
    .where(eq(notificationActors.notificationId, notificationId));
  return rows.map((row) => row.actorId).sort();
}

describe('createNotifications', () => {
  it('groups people acting on one subject into one unread row, counting each person once', async () => {
    const { db } = database;
    const [me, ana, bo, cy] = await Promise.all([makeUser(db), makeUser(db), makeUser(db), makeUser(db)]);
    const jazz = await makeExperience(db);
    const gala = await makeExperience(db);
    await createNotifications(db, [interest(me.id, ana.id, jazz.id)]);
    await createNotifications(db, [interest(me.id, bo.id, jazz.id), interest(me.id, cy.id, jazz.id)]);
    // Ana again (twice in one call, once more later): nothing doubles.
    await createNotifications(db, [interest(me.id, ana.id, jazz.id), interest(me.id, ana.id, jazz.id)]);
    await createNotifications(db, [interest(me.id, ana.id, gala.id)]);

    const rows = await rowsOf(me.id);
    expect(rows).toHaveLength(2);
    const jazzRow = rows.find((row) => row.subjectId === jazz.id)!;
    expect(jazzRow).toMatchObject({ actorCount: 3, actorId: ana.id, kind: 'COMMUNITY', readAt: null });
    expect(jazzRow.groupKey).toBe(`CONNECTION_INTEREST:EXPERIENCE:${jazz.id}`);
    expect(await actorsOf(jazzRow.id)).toEqual([ana.id, bo.id, cy.id].sort());
    expect(jazzRow.updatedAt.getTime()).toBeGreaterThanOrEqual(jazzRow.createdAt.getTime());
    expect(rows.find((row) => row.subjectId === gala.id)?.actorCount).toBe(1);

    // The latest person shows first among the avatars.
    const actors = await listNotificationActors(db, { notificationIds: [jazzRow.id], perNotification: 2 });
    expect(actors.get(jazzRow.id)?.map((user) => user.id)).toEqual([ana.id, expect.any(String)]);
  });

  it('groups follows per type (the subject is the follower), and starts a new row once the group is read', async () => {
    const { db } = database;
    const [me, ana, bo, cy] = await Promise.all([makeUser(db), makeUser(db), makeUser(db), makeUser(db)]);
    const followed = (actor: string): NewNotification => ({
      recipientId: me.id,
      actorId: actor,
      type: 'CONNECTED',
      subjectType: 'USER',
      subjectId: actor,
    });
    await createNotifications(db, [followed(ana.id), followed(bo.id)]);
    let rows = await rowsOf(me.id);
    expect(rows.map((row) => [row.actorCount, row.subjectId, row.actorId])).toEqual([[2, bo.id, bo.id]]);

    await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.recipientId, me.id));
    await createNotifications(db, [followed(cy.id)]);
    rows = await rowsOf(me.id);
    expect(rows.map((row) => [row.actorCount, row.readAt === null]).sort()).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('creates nothing for a recipient who turned the type off in the app, and nothing for the actor', async () => {
    const { db } = database;
    const [quiet, loud, ana] = await Promise.all([makeUser(db), makeUser(db), makeUser(db)]);
    const jazz = await makeExperience(db);
    await setNotificationPreferences(db, {
      userId: quiet.id,
      preferences: [{ type: 'CONNECTION_INTEREST', inApp: false, email: false }],
      now: new Date(),
    });
    await createNotifications(db, [
      interest(quiet.id, ana.id, jazz.id),
      interest(loud.id, ana.id, jazz.id),
      interest(ana.id, ana.id, jazz.id),
    ]);
    expect(await rowsOf(quiet.id)).toEqual([]);
    expect(await rowsOf(loud.id)).toHaveLength(1);
    const own = await rowsOf(ana.id);
    expect(own.map((row) => row.actorCount)).toEqual([0]);
  });

  it('keeps one row and an exact count when people join a group at the same moment', async () => {
    const { db } = database;
    const me = await makeUser(db);
    const people = await Promise.all(Array.from({ length: 6 }, () => makeUser(db)));
    const jazz = await makeExperience(db);
    await Promise.all(
      people.map((person) =>
        db.transaction((tx) => createNotifications(tx, [interest(me.id, person.id, jazz.id)])),
      ),
    );
    const rows = await rowsOf(me.id);
    expect(rows.map((row) => row.actorCount)).toEqual([6]);
  });

  it('writes a burst to many recipients in batches, set-based', async () => {
    const { db } = database;
    const ana = await makeUser(db);
    const jazz = await makeExperience(db);
    await db.execute(sql`
      INSERT INTO users (id, name, email) SELECT 'fan' || i, 'Fan ' || i, 'fan' || i || '@example.test'
      FROM generate_series(1, 1200) AS i`);
    const fans = Array.from({ length: 1200 }, (_, i) => `fan${i + 1}`);
    await createNotifications(
      db,
      fans.map((fan) => interest(fan, ana.id, jazz.id)),
    );
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM notifications WHERE subject_id = ${jazz.id} AND actor_count = 1
            AND recipient_id LIKE 'fan%'`,
    );
    expect(count?.n).toBe(1200);
  });
});

describe('withdrawNotification', () => {
  it('takes one person out of an unread group and deletes a group left with nobody', async () => {
    const { db } = database;
    const [me, ana, bo] = await Promise.all([makeUser(db), makeUser(db), makeUser(db)]);
    const jazz = await makeExperience(db);
    const subject = { type: 'EXPERIENCE' as const, id: jazz.id };
    await createNotifications(db, [interest(me.id, ana.id, jazz.id), interest(me.id, bo.id, jazz.id)]);

    expect(await withdrawNotification(db, { type: 'CONNECTION_INTEREST', subject, actorId: bo.id })).toEqual({
      withdrawn: 1,
      cancelled: 0,
    });
    let [row] = await rowsOf(me.id);
    expect(row).toMatchObject({ actorCount: 1, actorId: ana.id });
    expect(await actorsOf(row!.id)).toEqual([ana.id]);

    // Someone else's recipients only: nothing changes here.
    expect(
      await withdrawNotification(db, {
        type: 'CONNECTION_INTEREST',
        subject,
        actorId: ana.id,
        recipientIds: [bo.id],
      }),
    ).toEqual({ withdrawn: 0, cancelled: 0 });
    expect(await withdrawNotification(db, { type: 'CONNECTION_INTEREST', subject, actorId: ana.id })).toEqual(
      { withdrawn: 1, cancelled: 1 },
    );
    expect(await rowsOf(me.id)).toEqual([]);

    // Read before the undo: it stays as it was read.
    await createNotifications(db, [interest(me.id, ana.id, jazz.id)]);
    await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.recipientId, me.id));
    await withdrawNotification(db, { type: 'CONNECTION_INTEREST', subject, actorId: ana.id });
    [row] = await rowsOf(me.id);
    expect(row).toMatchObject({ actorCount: 1, actorId: ana.id });
  });

  it('moves the subject of a USER group to the latest person left', async () => {
    const { db } = database;
    const [me, ana, bo] = await Promise.all([makeUser(db), makeUser(db), makeUser(db)]);
    const followed = (actor: string): NewNotification => ({
      recipientId: me.id,
      actorId: actor,
      type: 'CONNECTED',
      subjectType: 'USER',
      subjectId: actor,
    });
    await createNotifications(db, [followed(ana.id)]);
    await createNotifications(db, [followed(bo.id)]);
    await withdrawNotification(db, {
      type: 'CONNECTED',
      subject: { type: 'USER', id: bo.id },
      actorId: bo.id,
    });
    const [row] = await rowsOf(me.id);
    expect(row).toMatchObject({ actorCount: 1, actorId: ana.id, subjectId: ana.id });
  });
});

describe('the inbox query', () => {
  it('reads the inbox index in order for a page', async () => {
    const { db } = database;
    const me = await makeUser(db, { id: 'inbox-reader' });
    const jazz = await makeExperience(db);
    await db.execute(sql`
      INSERT INTO notifications (recipient_id, type, kind, subject_type, subject_id, group_key, updated_at)
      SELECT CASE WHEN i % 50 = 0 THEN ${me.id} ELSE 'fan' || (1 + i % 1200) END, 'UPCOMING_INTEREST', 'GENERAL',
             'EXPERIENCE', ${jazz.id}, 'k' || i, now() - i * interval '1 minute'
      FROM generate_series(1, 5000) AS i`);
    await db.execute(sql`VACUUM ANALYZE notifications`);
    const page = await listNotifications(db, { recipientId: me.id, limit: 20 });
    expect(page.rows).toHaveLength(20);
    const query = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.recipientId, me.id))
      .orderBy(sql`${notifications.updatedAt} DESC NULLS LAST`, sql`${notifications.id} DESC NULLS LAST`)
      .limit(21);
    const plan = await queryRows<Record<string, string>>(db, sql`EXPLAIN ${query.getSQL()}`);
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('notifications_inbox_idx');
    expect(text).not.toMatch(/Sort/);
  });
});
