/**
 * The database announces every committed change to the rows public answers are made of (migration 0020), and the
 * watcher hears it: an interest count alone, any other edit, many rows at once, other tables by name; nothing
 * before the commit, nothing for a rollback. On PostgreSQL (test:pg) a broken listening connection is reported as
 * a gap and replaced.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiences } from '../experiences/experiences.table.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeExperience } from '../testing/factories.ts';
import { users } from '../users/users.table.ts';
import type { DatabaseHandle } from './database.ts';
import {
  type RowChange,
  type RowChangeWatch,
  WATCH_APPLICATION_NAME,
  watchRowChanges,
} from './row-changes.ts';

async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('not within the time allowed');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('row change notices', () => {
  let database: DatabaseHandle;
  let watch: RowChangeWatch;
  const heard: RowChange[] = [];
  const events: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    watch = await watchRowChanges(database, {
      onChange: (change) => heard.push(change),
      onGap: () => events.push('gap'),
      onLive: () => events.push('live'),
    });
  });
  afterAll(async () => {
    await watch?.close();
    await database?.close();
  });

  const next = async () => {
    await eventually(() => heard.length > 0);
    return heard.shift();
  };

  it('tells an interest count alone apart from any other change, and names the rows', async () => {
    expect(watch.isLive()).toBe(true);
    const made = await makeExperience(database.db, { name: 'Noticed' });
    expect(await next()).toEqual({ table: 'experiences', kind: 'edit', ids: [made.id] });

    await database.db
      .update(experiences)
      .set({ interestedCount: sql`${experiences.interestedCount} + 1`, updatedAt: new Date() })
      .where(eq(experiences.id, made.id));
    expect(await next()).toEqual({ table: 'experiences', kind: 'interest', ids: [made.id] });

    await database.db.update(experiences).set({ name: 'Renamed' }).where(eq(experiences.id, made.id));
    expect(await next()).toEqual({ table: 'experiences', kind: 'edit', ids: [made.id] });

    await database.db.delete(experiences).where(eq(experiences.id, made.id));
    expect(await next()).toEqual({ table: 'experiences', kind: 'edit', ids: [made.id] });
  });

  it('names the table of other rows', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Ada', email: `ada-${Date.now()}@example.com` })
      .returning();
    expect(await next()).toEqual({ table: 'users', kind: 'edit', ids: [user!.id] });
  });

  it('says "anything" for more than 100 rows at once, and nothing for a statement that changed none', async () => {
    const made = [];
    for (let i = 0; i < 101; i += 1) made.push(await makeExperience(database.db));
    await eventually(() => heard.length === 101);
    heard.length = 0;
    await database.db
      .update(experiences)
      .set({ name: 'Many' })
      .where(eq(experiences.id, 'no such experience'));
    await database.db
      .update(experiences)
      .set({ name: 'Many' })
      .where(
        inArray(
          experiences.id,
          made.map((row) => row.id),
        ),
      );
    expect(await next()).toEqual({ table: 'experiences', kind: 'all' });
    expect(heard).toEqual([]);
  });

  it('tells nothing of a transaction rolled back, and a committed one only once it commits', async () => {
    const made = await makeExperience(database.db);
    await next();
    await database.db
      .transaction(async (tx) => {
        await tx.update(experiences).set({ name: 'Never' }).where(eq(experiences.id, made.id));
        tx.rollback();
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await tx.update(experiences).set({ name: 'Committed' }).where(eq(experiences.id, made.id));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
    });
    expect(await next()).toEqual({ table: 'experiences', kind: 'edit', ids: [made.id] });
    expect(heard).toEqual([]);
  });

  it('settles: once settle() resolves, every change committed before it has been told', async () => {
    for (let i = 0; i < 5; i += 1) {
      const made = await makeExperience(database.db);
      await watch.settle();
      expect(heard).toEqual([{ table: 'experiences', kind: 'edit', ids: [made.id] }]);
      heard.length = 0;
    }
  });

  it('settles many callers at once, each after its own change', async () => {
    const seen = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const made = await makeExperience(database.db);
        await watch.settle();
        return heard.some((change) => change.kind === 'edit' && change.ids.includes(made.id));
      }),
    );
    expect(seen).toEqual(Array(10).fill(true));
    heard.length = 0;
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'reports a broken listening connection as a gap, then listens again',
    async () => {
      events.length = 0;
      await database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = ${WATCH_APPLICATION_NAME} AND datname = current_database() AND pid <> pg_backend_pid()`,
      );
      await eventually(() => events.join(',') === 'gap,live');
      const made = await makeExperience(database.db);
      expect(await next()).toEqual({ table: 'experiences', kind: 'edit', ids: [made.id] });
    },
  );
});
