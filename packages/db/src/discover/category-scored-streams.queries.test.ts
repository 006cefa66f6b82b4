import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { categories } from '../experiences/categories.table.ts';
import { follows } from '../follows/follows.table.ts';
import { hosts } from '../hosts/hosts.table.ts';
import { interested } from '../interested/interested.table.ts';
import { createTestDatabase, makeExperience, makeLocation, makeUser } from '../testing/index.ts';
import { userCategories } from '../users/user-categories.table.ts';
import {
  type CategoryScoredScope,
  listForYouExperiences,
  pageForYouFromCandidates,
} from './category-scored-streams.queries.ts';
import type { StreamKey } from './stream-page.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const upcoming = [{ startsAt: new Date(NOW.getTime() + DAY), endsAt: new Date(NOW.getTime() + DAY + HOUR) }];
const past = [
  { startsAt: new Date(NOW.getTime() - 2 * DAY), endsAt: new Date(NOW.getTime() - 2 * DAY + HOUR) },
];

let database: DatabaseHandle;
const names = new Map<string, string>();
let me = '';
let newcomer = '';

async function addHost(name: string): Promise<string> {
  const [row] = await database.db
    .insert(hosts)
    .values({
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
    })
    .returning({ id: hosts.id });
  return row!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await makeLocation(db, 'boston-ma');
  await makeLocation(db, 'washington-dc');
  me = (await makeUser(db)).id;
  newcomer = (await makeUser(db)).id;
  const friend = (await makeUser(db)).id;
  const [brewery, theatre, club] = [
    await addHost('Brewery'),
    await addHost('Theatre'),
    await addHost('Club'),
  ];
  const make = async (name: string, options: Parameters<typeof makeExperience>[1] = {}) => {
    const row = await makeExperience(db, { name, occurrences: upcoming, ...options });
    names.set(row.id, name);
    return row.id;
  };

  // What I have shown interest in (and so is left out of for-you): music twice, comedy once, at two hosts.
  const mine = [
    await make('My Jazz', { categories: ['music'], hostId: club, interestedCount: 3 }),
    await make('My Blues', { categories: ['music', 'drinks'], hostId: club, interestedCount: 2 }),
    await make('My Standup', { categories: ['comedy'], hostId: theatre, interestedCount: 1 }),
  ];
  // What my friend likes: drinks at the brewery.
  const theirs = [
    await make('Their Tasting', { categories: ['drinks'], hostId: brewery, interestedCount: 9 }),
    await make('Their Pub Quiz', { categories: ['drinks', 'games'], hostId: brewery, interestedCount: 4 }),
  ];
  // The catalogue: one to three categories each, some hosted, popularity spread with ties on purpose.
  const categorySets = [
    ['music'],
    ['music', 'drinks'],
    ['comedy'],
    ['comedy', 'drinks'],
    ['games'],
    ['outdoors'],
    ['music', 'comedy', 'drinks'],
    [],
  ];
  const hostsInTurn = [club, theatre, brewery, null, null];
  for (let i = 0; i < 40; i += 1) {
    await make(`Event ${String(i).padStart(2, '0')}`, {
      categories: categorySets[i % categorySets.length]!,
      hostId: hostsInTurn[i % hostsInTurn.length] ?? null,
      interestedCount: (i * 7) % 11,
    });
  }
  // Never listed, whatever they score: another location, ended, a draft, cancelled.
  await make('DC Jazz', {
    locationSlug: 'washington-dc',
    categories: ['music'],
    hostId: club,
    interestedCount: 50,
  });
  await make('Ended Jazz', { categories: ['music'], hostId: club, interestedCount: 50, occurrences: past });
  await make('Draft Jazz', {
    categories: ['music', 'drinks'],
    hostId: club,
    publishState: 'NOT_PUBLISHED',
    interestedCount: 50,
  });
  await make('Cancelled Jazz', {
    categories: ['music'],
    hostId: club,
    status: 'CANCELED',
    interestedCount: 50,
  });

  for (const itemId of mine)
    await db.insert(interested).values({ userId: me, itemType: 'experience', itemId });
  for (const itemId of theirs)
    await db.insert(interested).values({ userId: friend, itemType: 'experience', itemId });
  await db.insert(follows).values({ followerId: me, followeeId: friend });
  const [outdoors] = await db.select().from(categories).where(eq(categories.slug, 'outdoors'));
  await db.insert(userCategories).values({ userId: me, categoryId: outdoors!.id });
});
afterAll(async () => {
  await database.close();
});

const scope = (userId: string, extra: Partial<CategoryScoredScope> = {}): CategoryScoredScope => ({
  userId,
  locationSlug: 'boston-ma',
  now: NOW,
  limit: 5,
  ...extra,
});

/** Every key of the stream, page after page through the cursor. */
async function readAll(userId: string, extra: Partial<CategoryScoredScope>): Promise<StreamKey[]> {
  const keys: StreamKey[] = [];
  let after: StreamKey | undefined;
  for (;;) {
    const page = await listForYouExperiences(database.db, scope(userId, { ...extra, after }));
    keys.push(...page.keys);
    after = page.keys.at(-1);
    if (!page.hasMore || !after) return keys;
  }
}

describe('for-you', () => {
  it('ranks a known fixture: my and my friend’s categories and hosts first, then popularity', async () => {
    const page = await listForYouExperiences(database.db, scope(me, { limit: 6 }));
    // Category weights: music 2 (my two), drinks 2 (mine 1, my friend's two 0.5 each), comedy 1, outdoors 1
    // (picked), games 0.5. Host weights: Club 4 (my two, 2 each), Theatre 2, Brewery 2 (my friend's two, 1 each).
    // Event i has category set i % 8 and host i % 5 (Club, Theatre, Brewery, none, none); popularity (7i) % 11.
    expect(page.keys.map((key) => [names.get(key.id), -key.k1, -key.k2])).toEqual([
      ['Event 30', 9, 1], // music + comedy + drinks 5, Club 4
      ['Event 25', 8, 10], // music + drinks 4, Club 4
      ['Event 06', 7, 9], // music + comedy + drinks 5, Theatre 2: three at 7, most popular first
      ['Event 35', 7, 3], // comedy + drinks 3, Club 4
      ['Event 22', 7, 0], // music + comedy + drinks 5, Brewery 2
      ['Event 17', 6, 9], // music + drinks 4, Brewery 2 (then Event 01 and Event 00, also 6, less popular)
    ]);
    expect(page.hasMore).toBe(true);
  });

  it('lists a newcomer’s stream by popularity alone', async () => {
    const keys = await readAll(newcomer, {});
    const counts = keys.map((key) => -key.k2);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(keys.every((key) => key.k1 === 0)).toBe(true);
    expect(keys.map((key) => names.get(key.id))).not.toContain('Draft Jazz');
  });

  it.each([1, 3, 8, 400])(
    'gives the pages of the whole-location definition with %i candidates',
    async (candidateCount) => {
      for (const limit of [2, 7]) {
        const definition = await readAll(me, { limit, candidateCount: 0 });
        expect(await readAll(me, { limit, candidateCount })).toEqual(definition);
      }
    },
  );

  it('answers from the candidates when they decide the page, and never lists what may not be listed', async () => {
    let fromCandidates = 0;
    for (const candidateCount of [3, 5, 8, 13, 400]) {
      const page = await pageForYouFromCandidates(database.db, scope(me, { limit: 2, candidateCount }));
      if (!page) continue;
      fromCandidates += 1;
      const definition = await listForYouExperiences(database.db, scope(me, { limit: 2, candidateCount: 0 }));
      expect(page).toEqual(definition);
    }
    expect(fromCandidates).toBeGreaterThan(0);
    const listed = (await readAll(me, {})).map((key) => names.get(key.id));
    for (const hidden of ['DC Jazz', 'Ended Jazz', 'Draft Jazz', 'Cancelled Jazz', 'My Jazz', 'My Blues']) {
      expect(listed).not.toContain(hidden);
    }
    expect(listed).toContain('Their Tasting');
  });
});
