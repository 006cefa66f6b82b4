import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import {
  createExperience,
  type ExperienceValues,
  updateExperience,
} from '../experiences/experience-writes.queries.ts';
import { occurrences } from '../experiences/occurrences.table.ts';
import { hosts } from '../hosts/hosts.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { staffActions } from '../staff/staff-actions.table.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { makeExperience, makeLocation, makeUser } from '../testing/factories.ts';
import { decideExperienceReview } from './review-decisions.queries.ts';
import { countPendingReviews, listExperienceReviews, listReviewQueue } from './review-queue.queries.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const MINUTE = 60_000;

let database: DatabaseHandle;
let hostId: string;
let ownerId: string;
let editorId: string;

const values = (name: string, overrides: Partial<ExperienceValues> = {}): ExperienceValues => ({
  name,
  creatorId: hostId,
  locationSlug: 'boston-ma',
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '19:00',
  endTime: '21:00',
  startAt: new Date('2026-12-02T00:00:00Z'),
  endAt: new Date('2026-12-02T02:00:00Z'),
  publishState: 'PENDING_REVIEW',
  ...overrides,
});

const submit = (name: string, at: number, overrides: Partial<ExperienceValues> = {}) =>
  createExperience(database.db, { values: values(name, overrides), categorySlugs: [], now: at });

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await makeLocation(db, 'boston-ma');
  await makeLocation(db, 'washington-dc');
  hostId = (await makeUser(db)).id;
  ownerId = (await makeUser(db)).id;
  editorId = (await makeUser(db)).id;
});

afterAll(async () => {
  await database.close();
});

describe('the review queue', () => {
  it('lists what waits, oldest submission first, per location, page by page', async () => {
    const { db } = database;
    const second = await submit('Second', NOW - 2 * MINUTE);
    const first = await submit('First', NOW - 3 * MINUTE);
    const inDc = await submit('In DC', NOW - MINUTE, { locationSlug: 'washington-dc' });
    // Put in review before reviews were kept: no row, so its last write counts as its submission.
    const older = await makeExperience(db, {
      publishState: 'PENDING_REVIEW',
      updatedAt: new Date(NOW - 10 * MINUTE),
    });
    await submit('A draft', NOW, { publishState: 'NOT_PUBLISHED' });

    const page = await listReviewQueue(db, { limit: 2 });
    expect(page.rows.map((row) => row.experience.id)).toEqual([older.id, first.id]);
    expect(page.rows[1]?.submittedAt.toISOString()).toBe(new Date(NOW - 3 * MINUTE).toISOString());
    expect(page.rows[1]?.creator?.id).toBe(hostId);
    const rest = await listReviewQueue(db, { limit: 2, cursor: page.next! });
    expect(rest.rows.map((row) => row.experience.id)).toEqual([second.id, inDc.id]);
    expect(rest.next).toBeNull();

    const boston = await listReviewQueue(db, { limit: 10, locationSlug: 'washington-dc' });
    expect(boston.rows.map((row) => row.experience.id)).toEqual([inDc.id]);
    const waiting = await countPendingReviews(db);
    expect(waiting.total).toBe(4);
    expect(Object.fromEntries(waiting.byLocation)).toEqual({ 'boston-ma': 3, 'washington-dc': 1 });
  });

  it('publishes an approved experience with its occurrences, logs it and tells its creator and host owner once', async () => {
    const { db } = database;
    const [host] = await db.insert(hosts).values({ name: 'Hall', slug: 'hall', ownerId }).returning();
    const item = await submit('Approve me', NOW, { hostId: host!.id });
    const result = await decideExperienceReview(db, {
      experienceId: item.id,
      editorId,
      decision: 'APPROVED',
      now: NOW + MINUTE,
    });
    expect(result.outcome).toBe('decided');
    if (result.outcome !== 'decided') return;
    expect(result.experience.publishState).toBe('PUBLISHED');
    expect(result.experience.publishedAt?.toISOString()).toBe(new Date(NOW + MINUTE).toISOString());
    const shown = await db.select().from(occurrences).where(eq(occurrences.experienceId, item.id));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((row) => row.publishState === 'PUBLISHED')).toBe(true);
    const logged = await db.select().from(staffActions).where(eq(staffActions.targetId, item.id));
    expect(logged).toMatchObject([
      {
        actorId: editorId,
        action: 'APPROVE_EXPERIENCE',
        before: { publishState: 'PENDING_REVIEW' },
        after: { publishState: 'PUBLISHED' },
      },
    ]);
    const told = await db.select().from(notifications).where(eq(notifications.subjectId, item.id));
    expect(told.map((row) => row.recipientId).sort()).toEqual([hostId, ownerId].sort());
    expect(told.every((row) => row.type === 'EXPERIENCE_APPROVED' && row.actorId === null)).toBe(true);

    const again = await decideExperienceReview(db, {
      experienceId: item.id,
      editorId,
      decision: 'REJECTED',
      reason: 'Too late',
      now: NOW + 2 * MINUTE,
    });
    expect(again).toMatchObject({ outcome: 'not-waiting', review: { decision: 'APPROVED' } });
    expect(await db.select().from(staffActions).where(eq(staffActions.targetId, item.id))).toHaveLength(1);
  });

  it('keeps a rejection and its reason until the host resubmits, which clears it', async () => {
    const { db } = database;
    const item = await submit('Reject me', NOW);
    await decideExperienceReview(db, {
      experienceId: item.id,
      editorId,
      decision: 'REJECTED',
      reason: 'Which day is it?',
      now: NOW + MINUTE,
    });
    const edit = (publishState: ExperienceValues['publishState'], at: number) =>
      updateExperience(db, item.id, {
        values: values('Reject me, edited', { publishState }),
        categorySlugs: [],
        now: at,
      });
    await edit('NOT_PUBLISHED', NOW + 2 * MINUTE);
    expect((await listExperienceReviews(db, [item.id])).get(item.id)).toMatchObject({
      decision: 'REJECTED',
      reason: 'Which day is it?',
    });
    await edit('PENDING_REVIEW', NOW + 3 * MINUTE);
    const review = (await listExperienceReviews(db, [item.id])).get(item.id);
    expect(review).toMatchObject({ decision: null, reason: null, decidedAt: null });
    expect(review?.submittedAt.toISOString()).toBe(new Date(NOW + 3 * MINUTE).toISOString());
    // Taken back to a draft while waiting: the submission is withdrawn.
    await edit('NOT_PUBLISHED', NOW + 4 * MINUTE);
    expect((await listExperienceReviews(db, [item.id])).has(item.id)).toBe(false);
  });

  it('lets one of two simultaneous decisions through', async () => {
    const { db } = database;
    const item = await submit('Race', NOW);
    const results = await Promise.all([
      decideExperienceReview(db, { experienceId: item.id, editorId, decision: 'APPROVED', now: NOW }),
      decideExperienceReview(db, {
        experienceId: item.id,
        editorId: hostId,
        decision: 'REJECTED',
        reason: 'No',
        now: NOW,
      }),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['decided', 'not-waiting']);
    expect(await db.select().from(staffActions).where(eq(staffActions.targetId, item.id))).toHaveLength(1);
    const told = await db.select().from(notifications).where(eq(notifications.subjectId, item.id));
    expect(told).toHaveLength(1);
  });
});
