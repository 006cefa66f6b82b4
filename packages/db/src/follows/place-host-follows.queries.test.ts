import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import {
  listForYouExperiences,
  pageForYouFromCandidates,
} from '../discover/category-scored-streams.queries.ts';
import { hosts } from '../hosts/hosts.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { places } from '../places/places.table.ts';
import { createTestDatabase, makeExperience, makeLocation, makeUser } from '../testing/index.ts';
import { notifyFollowersOfNewExperiences } from './followed-new-experiences.queries.ts';
import { followTarget, getTargetFollowState, unfollowTarget } from './place-host-follows.queries.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const upcoming = [{ startsAt: new Date(NOW.getTime() + DAY), endsAt: new Date(NOW.getTime() + DAY + HOUR) }];

let database: DatabaseHandle;
let fan = '';
let other = '';
let creator = '';
let hallId = '';
let clubId = '';
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await makeLocation(db, 'boston-ma');
  fan = (await makeUser(db)).id;
  other = (await makeUser(db)).id;
  creator = (await makeUser(db)).id;
  const [hall] = await db.insert(places).values({ name: 'Jazz Hall', locationSlug: 'boston-ma' }).returning();
  const [club] = await db.insert(hosts).values({ name: 'Comedy Club', slug: 'comedy-club' }).returning();
  hallId = hall!.id;
  clubId = club!.id;
  // Popular events elsewhere, so the followed ones must climb to the top of for-you.
  for (let i = 0; i < 6; i += 1)
    await makeExperience(db, { name: `Popular ${i}`, occurrences: upcoming, interestedCount: 20 + i });
  const make = async (key: string, options: Parameters<typeof makeExperience>[1]) => {
    ids[key] = (await makeExperience(db, { name: key, occurrences: upcoming, ...options })).id;
  };
  const fresh = new Date(NOW.getTime() - HOUR);
  await make('At the hall', { placeId: hallId, publishedAt: fresh, creatorId: creator });
  await make('By the club', { hostId: clubId, publishedAt: fresh });
  await make('Both', { placeId: hallId, hostId: clubId, publishedAt: fresh });
  await make('Old news', { placeId: hallId, publishedAt: new Date(NOW.getTime() - 3 * DAY) });
  await make('Draft at the hall', { placeId: hallId, publishState: 'NOT_PUBLISHED', publishedAt: null });
});
afterAll(async () => {
  await database.close();
});

describe('following places and hosts', () => {
  it('follows and unfollows idempotently, counting followers', async () => {
    const { db } = database;
    await followTarget(db, { type: 'place', userId: fan, targetId: hallId });
    await followTarget(db, { type: 'place', userId: fan, targetId: hallId });
    await followTarget(db, { type: 'place', userId: other, targetId: hallId });
    expect(await getTargetFollowState(db, { type: 'place', targetId: hallId, viewerId: fan })).toEqual({
      followersCount: 2,
      isFollowing: true,
    });
    await unfollowTarget(db, { type: 'place', userId: other, targetId: hallId });
    expect(await getTargetFollowState(db, { type: 'place', targetId: hallId, viewerId: other })).toEqual({
      followersCount: 1,
      isFollowing: false,
    });
    expect(await getTargetFollowState(db, { type: 'host', targetId: clubId, viewerId: null })).toEqual({
      followersCount: 0,
    });
  });

  it("puts a followed place's and host's events first in for-you, the candidates agreeing", async () => {
    const { db } = database;
    await followTarget(db, { type: 'host', userId: fan, targetId: clubId });
    const scope = { userId: fan, locationSlug: 'boston-ma', now: NOW, limit: 4 };
    const page = await listForYouExperiences(db, scope);
    const first = page.keys.slice(0, 4).map((key) => key.id);
    // Both (place and host) first, then the other followed ones, then the most popular of the rest.
    expect(first.slice(0, 1)).toEqual([ids.Both]);
    expect(new Set(first.slice(1, 4))).toEqual(
      new Set([ids['At the hall'], ids['By the club'], ids['Old news']]),
    );
    const candidates = await pageForYouFromCandidates(db, { ...scope, candidateCount: 1 });
    if (candidates) expect(candidates.keys).toEqual(page.keys);
    const stranger = await listForYouExperiences(db, { ...scope, userId: other });
    expect(stranger.keys[0]?.id).not.toBe(ids.Both);
  });

  it('notifies followers once per newly published event, whether through its place or its host', async () => {
    const { db } = database;
    const notified = await notifyFollowersOfNewExperiences(db, {
      now: NOW,
      publishedSince: new Date(NOW.getTime() - DAY),
    });
    expect(notified).toBe(3);
    const rows = await db
      .select({ subjectId: notifications.subjectId, recipientId: notifications.recipientId })
      .from(notifications)
      .where(eq(notifications.type, 'NEW_EXPERIENCE_FOLLOWED'));
    expect(rows.every((row) => row.recipientId === fan)).toBe(true);
    expect(new Set(rows.map((row) => row.subjectId))).toEqual(
      new Set([ids['At the hall'], ids['By the club'], ids.Both]),
    );
    // A repeated run (a retry, the next tick) writes nothing, even once they are read.
    await db.update(notifications).set({ readAt: NOW }).where(eq(notifications.recipientId, fan));
    expect(
      await notifyFollowersOfNewExperiences(db, { now: NOW, publishedSince: new Date(NOW.getTime() - DAY) }),
    ).toBe(0);
  });

  it("does not tell the event's creator about their own event", async () => {
    const { db } = database;
    await followTarget(db, { type: 'place', userId: creator, targetId: hallId });
    await notifyFollowersOfNewExperiences(db, { now: NOW, publishedSince: new Date(NOW.getTime() - DAY) });
    const theirs = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, creator), eq(notifications.subjectId, ids['At the hall']!)));
    expect(theirs).toEqual([]);
  });
});
