/**
 * The demo seed (issue 3: `npm run seed`, `--scale N`, seed on first start): a deterministic, realistic data set
 * for Boston and DC. The same `now` gives the same rows, ids included; dates are relative to `now`, so the demo
 * is always upcoming. Sign in as any demo user with the password DEMO_PASSWORD ('happenings-demo'), e.g.
 * demo@example.com.
 *
 * Sizes (scale 1): ~109 venues, 14 categories, ~1,500 experiences (Boston 1,000, DC 500), 300 users, ~7,800
 * follows, ~8,000 interests, 400 posts, 8 roundups with 3 to 6 recommendations each (and replies, votes, likes).
 * `scale` multiplies experiences, users, follows and interests (scale 33 ≈ 50,000 experiences, 10,000 users,
 * 250,000 follows, 1,000,000 interests). `size: 'test'` is a tenth of it for the test suite.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@happenings/db/client';
import { refreshOccurrences } from '@happenings/db/experiences';
import {
  accounts,
  categories,
  collectionItems,
  collectionParticipants,
  collections,
  commentLikes,
  comments,
  commentVotes,
  contests,
  experienceCategories,
  experiences,
  featureTagItems,
  featureTags,
  hosts,
  locations,
  places,
  posts,
  profiles,
  remoteConfig,
  roundups,
  searchRecommendations,
  streams,
  userCategories,
  users,
} from '@happenings/db/schema';
import type { LocationSlug } from '@happenings/domain/locations';
import { hashPassword } from 'better-auth/crypto';
import {
  buildCategories,
  buildExperiences,
  buildHosts,
  buildLocations,
  buildPlaces,
  categoryId,
} from './seed-catalogue.ts';
import { CATEGORY_SLUGS } from './seed-categories.ts';
import {
  buildCollections,
  buildFeatureTags,
  buildPosts,
  buildRemoteConfig,
  buildSearchRecommendations,
  buildStreams,
} from './seed-content.ts';
import { buildContests } from './seed-contests.ts';
import { SeedImageStore } from './seed-images.ts';
import { buildPeople, buildStaffAccount, DEMO_PASSWORD, defaultAvatarUrl } from './seed-people.ts';
import { createRandom, SEED } from './seed-random.ts';
import { buildRoundups, buildRoundupThreads } from './seed-roundups.ts';
import { insertFollows, insertInterests, runSql } from './seed-social.ts';

export interface SeedOptions {
  /** "Now" in epoch ms; the data is anchored to it. Default: the real now. */
  now?: number;
  /** Multiplies experiences, users, follows and interests (default 1). */
  scale?: number;
  /** 'test': a tenth of the default, for the test suite. */
  size?: 'default' | 'test';
  /** Interest rows to draw (default: 8,000 × scale × min(scale, 3.75), so scale 33 ≈ 1,000,000). */
  interests?: number;
  /** Truncate the seeded tables first instead of refusing a non-empty database. */
  reset?: boolean;
  /** Media storage root (config.media.dir): images go to originals/image/seed/... */
  mediaDir: string;
  /** Public origin of the media URLs (config.publicUrl). */
  publicUrl: string;
  cloudname: string;
  /** Progress lines; default console.info. */
  log?: (line: string) => void;
}

export interface SeedResult {
  counts: Record<string, number>;
  ms: number;
}

export class DatabaseNotEmptyError extends Error {
  constructor() {
    super('The database already has data: run the seed with --reset to replace it.');
    this.name = 'DatabaseNotEmptyError';
  }
}

const SIZES = {
  default: { boston: 1000, dc: 500, users: 300, posts: 400, collections: 6, roundups: 4, interests: 8000 },
  test: { boston: 100, dc: 50, users: 40, posts: 40, collections: 2, roundups: 2, interests: 800 },
} as const;
const FOLLOWS_PER_USER = 18;
const POST_INTERESTS_PER_POST = 6;
const INSERT_BATCH = 500;

/** The tables the seed writes; `--reset` empties them (CASCADE reaches sessions, accounts, occurrences...). */
const SEEDED_TABLES = [
  'users',
  'locations',
  'categories',
  'places',
  'hosts',
  'experiences',
  'posts',
  'collections',
  'crowd_sourced_roundups',
  'comments',
  'streams',
  'search_recommendations',
  'feature_tags',
  'remote_config',
  'interested',
  'media_items',
  'contests',
];

/** True when the database holds no users and no experiences (a first start). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await runSql<{ has_data: boolean }>(
    db,
    'SELECT (EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM experiences)) AS has_data',
  );
  return !row?.has_data;
}

/** Seeds the demo when the database is empty (server start-up); null when there was data already. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedResult | null> {
  if (!(await isDatabaseEmpty(db))) return null;
  return seedDatabase(db, options);
}

/** Writes the whole demo data set (see the file comment). Refuses a non-empty database unless `reset`. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.info(line));
  const now = options.now ?? Date.now();
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const size = SIZES[options.size ?? 'default'];
  const counts: Record<string, number> = {};
  const step = async <T>(
    label: string,
    work: () => Promise<T>,
    countOf?: (result: T) => number,
  ): Promise<T> => {
    const t0 = performance.now();
    const result = await work();
    const count = countOf
      ? countOf(result)
      : typeof result === 'number'
        ? result
        : Array.isArray(result)
          ? result.length
          : undefined;
    if (count !== undefined) counts[label] = count;
    log(
      `  ${label.padEnd(24)} ${count === undefined ? '' : String(count).padStart(9)}  ${Math.round(performance.now() - t0)} ms`,
    );
    return result;
  };

  if (options.reset) {
    await step('reset', async () => {
      await runSql(db, `TRUNCATE ${SEEDED_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
      await rm(path.join(options.mediaDir, 'originals', 'image', 'seed'), { recursive: true, force: true });
    });
  } else if (!(await isDatabaseEmpty(db))) {
    throw new DatabaseNotEmptyError();
  }
  log(
    `Seeding the demo (scale ${scale}${options.size === 'test' ? ', test size' : ''}, now ${new Date(now).toISOString()})`,
  );

  const random = createRandom(SEED);
  // Rows without a date of their own were "created" a month before now, never at the database's clock.
  const stamp = new Date(now - 30 * 86_400_000);
  const images = new SeedImageStore(options, stamp);
  const insert = <T>(label: string, rows: T[], write: (tx: Database, chunk: T[]) => Promise<unknown>) =>
    step(label, () => insertInBatches(db, rows, write));

  await insert('locations', stamped(buildLocations(), stamp), (tx, chunk) =>
    tx.insert(locations).values(chunk).onConflictDoNothing(),
  );
  await insert('categories', stamped(buildCategories(), stamp), (tx, chunk) =>
    tx.insert(categories).values(chunk),
  );

  // People: one password hash for all (scrypt is slow on purpose; the salt makes it unique per run).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const categoryIds = new Map(CATEGORY_SLUGS.map((slug) => [slug, categoryId(slug)]));
  const people = await step(
    'people and avatars',
    () => buildPeople(random, { count: size.users * scale, now, passwordHash, images, categoryIds }),
    (built) => built.people.length,
  );
  await insert('users', people.users, (tx, chunk) => tx.insert(users).values(chunk));
  await step('default avatars', () => assignDefaultAvatars(db, options));
  await insert('profiles', people.profiles, (tx, chunk) => tx.insert(profiles).values(chunk));
  await insert('accounts', people.accounts, (tx, chunk) => tx.insert(accounts).values(chunk));
  await insert('user categories', people.userCategories, (tx, chunk) =>
    tx.insert(userCategories).values(chunk),
  );

  // Catalogue.
  const { places: placeRows, seedPlaces } = buildPlaces();
  await insert('places', stamped(placeRows, stamp), (tx, chunk) => tx.insert(places).values(chunk));
  const organisers = people.people.slice(0, Math.max(1, Math.min(40, people.people.length)));
  const { hosts: hostRows, seedHosts } = await buildHosts(random, { seedPlaces, organisers, images });
  await insert('hosts', stamped(hostRows, stamp), (tx, chunk) => tx.insert(hosts).values(chunk));
  const experienceCounts: Record<LocationSlug, number> = {
    'boston-ma': size.boston * scale,
    'washington-dc': size.dc * scale,
  };
  const catalogue = await step(
    'experience images',
    () =>
      buildExperiences(random, {
        now,
        counts: experienceCounts,
        seedPlaces,
        seedHosts,
        people: people.people,
        images,
      }),
    (built) => built.seedExperiences.length,
  );
  await insert('experiences', catalogue.experiences, (tx, chunk) => tx.insert(experiences).values(chunk));
  await insert('experience categories', catalogue.experienceCategories, (tx, chunk) =>
    tx.insert(experienceCategories).values(chunk),
  );
  await step('occurrences', async () => {
    const result = await refreshOccurrences(db, {
      experienceIds: catalogue.seedExperiences.map((e) => e.id),
      now,
    });
    return result.occurrences;
  });
  const tags = buildFeatureTags(random, catalogue.seedExperiences);
  await insert('feature tags', stamped(tags.tags, stamp), (tx, chunk) =>
    tx.insert(featureTags).values(chunk),
  );
  await insert('feature tag items', stamped(tags.items, stamp, ['createdAt']), (tx, chunk) =>
    tx.insert(featureTagItems).values(chunk),
  );

  // Community.
  const venueNames = new Map(seedPlaces.map((place) => [place.id, place.venue.name]));
  const hostOf = new Map(catalogue.seedExperiences.map((e) => [e.id, e.hostId]));
  const postRows = await step('post images', () =>
    buildPosts(random, {
      count: size.posts,
      now,
      people: people.people,
      experiences: catalogue.seedExperiences,
      venueNames,
      hostOf,
      images,
    }),
  );
  await insert('posts', postRows, (tx, chunk) => tx.insert(posts).values(chunk));
  await step('follows', () => insertFollows(db, { perUser: FOLLOWS_PER_USER, now }));
  const interestDraws = options.interests ?? Math.round(size.interests * scale * Math.min(scale, 3.75));
  await step('interests', () =>
    insertInterests(db, { experiences: interestDraws, posts: size.posts * POST_INTERESTS_PER_POST, now }),
  );
  const collectionRows = buildCollections(random, {
    perLocation: size.collections,
    now,
    people: people.people,
    experiences: catalogue.seedExperiences,
  });
  await insert('collections', collectionRows.collections, (tx, chunk) =>
    tx.insert(collections).values(chunk),
  );
  await insert('collection participants', collectionRows.participants, (tx, chunk) =>
    tx.insert(collectionParticipants).values(chunk),
  );
  await insert('collection items', collectionRows.items, (tx, chunk) =>
    tx.insert(collectionItems).values(chunk),
  );
  const seedRoundups = await buildRoundups(random, {
    perLocation: size.roundups,
    now,
    people: people.people,
    images,
  });
  const threads = buildRoundupThreads({
    roundups: seedRoundups,
    now,
    people: people.people,
    experiences: catalogue.seedExperiences,
    places: seedPlaces,
  });
  const roundupRows = seedRoundups.map(({ row }) => ({
    ...row,
    commentsCount: threads.answersByRoundup.get(row.id as string) ?? 0,
  }));
  await insert('roundups', roundupRows, (tx, chunk) => tx.insert(roundups).values(chunk));
  await insert('roundup comments', threads.comments, (tx, chunk) => tx.insert(comments).values(chunk));
  await insert('comment votes', threads.votes, (tx, chunk) => tx.insert(commentVotes).values(chunk));
  await insert('comment likes', threads.likes, (tx, chunk) => tx.insert(commentLikes).values(chunk));

  // Configuration.
  await insert('streams', stamped(buildStreams(), stamp), (tx, chunk) => tx.insert(streams).values(chunk));
  await insert(
    'search recommendations',
    stamped(buildSearchRecommendations(catalogue.seedExperiences), stamp),
    (tx, chunk) => tx.insert(searchRecommendations).values(chunk),
  );
  await insert('remote config', stamped(buildRemoteConfig(), stamp, ['updatedAt']), (tx, chunk) =>
    tx.insert(remoteConfig).values(chunk).onConflictDoNothing(),
  );
  await insert('contests', stamped(buildContests(now), stamp), (tx, chunk) =>
    tx.insert(contests).values(chunk),
  );
  counts['image files'] = images.filesWritten;

  // The back office's demo account (staff@example.com), last: the rows above do not depend on it.
  await step('staff account', async () => {
    const staff = buildStaffAccount({ now, passwordHash });
    await db.insert(users).values(staff.user);
    await db.insert(profiles).values(staff.profile);
    await db.insert(accounts).values(staff.account);
    await assignDefaultAvatars(db, options);
    return 1;
  });

  // TOOLCHAIN.md: PGlite ignores GIN indexes until the planner has statistics.
  await step('vacuum analyze', () => runSql(db, 'VACUUM ANALYZE').then(() => undefined));
  const ms = Math.round(performance.now() - started);
  log(`Seeded in ${(ms / 1000).toFixed(1)} s`);
  return { counts, ms };
}

/** The rows with their timestamp columns set to `at` (the database's default would be its own clock). */
function stamped<T extends object>(
  rows: T[],
  at: Date,
  fields: readonly ('createdAt' | 'updatedAt')[] = ['createdAt', 'updatedAt'],
): T[] {
  const stamps = Object.fromEntries(fields.map((field) => [field, at]));
  return rows.map((row) => ({ ...stamps, ...row }));
}

/** Multi-row INSERTs of INSERT_BATCH rows, all in one transaction per table. */
async function insertInBatches<T>(
  db: Database,
  rows: T[],
  write: (tx: Database, chunk: T[]) => Promise<unknown>,
): Promise<number> {
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await write(tx as unknown as Database, rows.slice(i, i + INSERT_BATCH));
    }
  });
  return rows.length;
}

/**
 * Users without a photo get the spec §7 default avatar, whose variant depends on numeric_id, which the database
 * assigns on insert: read the ids back and write the addresses in batched UPDATEs.
 */
async function assignDefaultAvatars(db: Database, options: SeedOptions): Promise<number> {
  const rows = await runSql<{ id: string; numeric_id: number; username: string }>(
    db,
    'SELECT id, numeric_id, username FROM users WHERE image IS NULL ORDER BY numeric_id',
  );
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const values = rows
        .slice(i, i + INSERT_BATCH)
        .map(
          (row) =>
            `(${quote(row.id)}, ${quote(defaultAvatarUrl(options, Number(row.numeric_id), row.username))})`,
        )
        .join(', ');
      await runSql(
        tx as unknown as Database,
        `UPDATE users AS u SET image = v.image FROM (VALUES ${values}) AS v(id, image) WHERE u.id = v.id`,
      );
    }
  });
  return rows.length;
}
