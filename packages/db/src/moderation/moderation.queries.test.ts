/**
 * The moderation queries on a real database (PGlite here, PostgreSQL under test:pg): reports counted once per
 * account even when they arrive together, the threshold's hide recorded as the system's, and banned identities
 * matched however the address is written, until the ban ends.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { experienceVisibleTo } from '../interested/item-visibility.queries.ts';
import { staffActions } from '../staff/staff-actions.table.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeExperience, makeUser } from '../testing/factories.ts';
import { users } from '../users/users.table.ts';
import { banIdentitiesOf, isIdentityBanned } from './banned-identities.queries.ts';
import { moderatedItems } from './moderated-items.table.ts';
import { reportCases } from './report-cases.table.ts';
import { fileReport } from './reports.queries.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const reportBy = (reporterId: string, subjectId: string, hideThreshold = 0) =>
  fileReport(database.db, {
    reporterId,
    subjectType: 'experience',
    subjectId,
    reason: 'SPAM',
    details: null,
    hideThreshold,
    now: Date.now(),
  });

const caseOf = async (subjectId: string) =>
  (await database.db.select().from(reportCases).where(eq(reportCases.subjectId, subjectId)))[0]!;

describe('fileReport', () => {
  it('counts each account once, also when many report at the same moment', async () => {
    const { db } = database;
    const experience = await makeExperience(db);
    const reporters = await Promise.all(Array.from({ length: 6 }, () => makeUser(db)));
    const filed = await Promise.all(
      [...reporters, reporters[0]!, reporters[1]!].map((reporter) => reportBy(reporter.id, experience.id)),
    );
    expect(filed.filter((result) => result.isNew)).toHaveLength(6);
    expect((await caseOf(experience.id)).reporterCount).toBe(6);
  });

  it('hides the item at the threshold, once, as the system', async () => {
    const { db } = database;
    const experience = await makeExperience(db);
    const reporters = await Promise.all(Array.from({ length: 4 }, () => makeUser(db)));
    const results = [];
    for (const reporter of reporters) results.push(await reportBy(reporter.id, experience.id, 3));
    expect(results.map((result) => result.autoHidden)).toEqual([false, false, true, false]);
    const [hidden] = await db
      .select()
      .from(moderatedItems)
      .where(and(eq(moderatedItems.subjectType, 'experience'), eq(moderatedItems.subjectId, experience.id)));
    expect(hidden).toMatchObject({ state: 'HIDDEN', actorId: null });
    const logged = await db.select().from(staffActions).where(eq(staffActions.targetId, experience.id));
    expect(logged).toMatchObject([{ actorId: null, action: 'HIDE_CONTENT', targetType: 'EXPERIENCE' }]);
    // Hidden from anyone but its creator.
    const visible = await db
      .select({ id: experiences.id })
      .from(experiences)
      .where(and(eq(experiences.id, experience.id), experienceVisibleTo(null)));
    expect(visible).toEqual([]);
  });
});

describe('banned identities', () => {
  it('match the address trimmed, in any case and with any +tag, while the ban lasts', async () => {
    const { db } = database;
    const user = await makeUser(db, { email: 'Spammer.One@Example.com', phoneNumber: '+15551230001' });
    await banIdentitiesOf(db, { userId: user.id, until: null, at: new Date() });
    expect(await isIdentityBanned(db, { email: ' spammer.one+again@example.COM ' })).toBe(true);
    expect(await isIdentityBanned(db, { phoneNumber: '+15551230001' })).toBe(true);
    expect(
      await isIdentityBanned(db, { email: 'spammer.two@example.com', phoneNumber: '+15551230002' }),
    ).toBe(false);

    const suspended = await makeUser(db, { email: 'cool.off@example.com' });
    await banIdentitiesOf(db, { userId: suspended.id, until: new Date(Date.now() - 1000), at: new Date() });
    expect(await isIdentityBanned(db, { email: 'cool.off@example.com' })).toBe(false);
  });

  it('a banned author’s content is hidden until the ban’s end passes', async () => {
    const { db } = database;
    const author = await makeUser(db);
    const experience = await makeExperience(db, { creatorId: author.id });
    const shown = async () =>
      (
        await db
          .select({ id: experiences.id })
          .from(experiences)
          .where(and(eq(experiences.id, experience.id), experienceVisibleTo(null)))
      ).length === 1;
    expect(await shown()).toBe(true);
    await db
      .update(users)
      .set({ banned: true, banExpires: new Date(Date.now() + 3600_000) })
      .where(eq(users.id, author.id));
    expect(await shown()).toBe(false);
    await db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, author.id));
    expect(await shown()).toBe(true);
  });
});
