import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@happenings/db/client';
import type { ExperienceRow } from '@happenings/db/experiences';
import { createTestDatabase } from '@happenings/db/testing';
import { validateRRule } from '@happenings/domain/recurrence';
import { getScheduleText, validateWhen } from '@happenings/domain/schedule';
import { mediaItemSchema } from '@happenings/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createMemoryCache } from '../cache/memory-cache.ts';
import { loadConfig } from '../env.ts';
import { toWhen } from '../features/experiences/experience.response.ts';
import { createOutboxMailer } from '../mail/mailer.ts';
import { createMemoryRateLimiter } from '../rate-limit/rate-limiter.ts';
import { createDevSmsSender } from '../sms/sms-sender.ts';
import {
  DatabaseNotEmptyError,
  isDatabaseEmpty,
  type SeedOptions,
  type SeedResult,
  seedDatabase,
  seedIfEmpty,
} from './seed-database.ts';
import { DEMO_PASSWORD, DEMO_STAFF_EMAIL, DEMO_USER_EMAIL } from './seed-people.ts';
import { runSql } from './seed-social.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const PUBLIC_URL = 'https://happenings.test';

let database: DatabaseHandle;
let mediaDir: string;
let first: SeedResult;
let options: SeedOptions;

/** A checksum of a table's rows (as text, in a fixed order), minus the columns that are random by design. */
async function checksum(table: string, orderBy: string, except: string[] = []): Promise<string> {
  const columns = await runSql<{ column_name: string }>(
    database.db,
    `SELECT column_name FROM information_schema.columns WHERE table_name = '${table}' AND table_schema = 'public'
     AND is_generated = 'NEVER' ORDER BY ordinal_position`,
  );
  const list = columns
    .map((c) => c.column_name)
    .filter((name) => !except.includes(name))
    .map((name) => `"${name}"`)
    .join(', ');
  const [row] = await runSql<{ sum: string }>(
    database.db,
    `SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY ${orderBy}), '')) AS sum FROM (SELECT ${list} FROM ${table}) r`,
  );
  return row?.sum ?? '';
}

const CHECKED_TABLES: [table: string, orderBy: string, except?: string[]][] = [
  ['users', 'r.id'],
  ['accounts', 'r.id', ['password']],
  ['experiences', 'r.id'],
  ['occurrences', 'r.experience_id, r.starts_at'],
  ['follows', 'r.follower_id, r.followee_id'],
  ['interested', 'r.user_id, r.item_type, r.item_id'],
  ['posts', 'r.id'],
  ['streams', 'r.id'],
  ['hosts', 'r.id'],
  ['places', 'r.id'],
  ['search_recommendations', 'r.id'],
  ['feature_tag_items', 'r.feature_tag_id, r.item_id'],
  ['collection_items', 'r.collection_id, r.item_id'],
  ['remote_config', 'r.key'],
  ['crowd_sourced_roundups', 'r.id'],
  ['comments', 'r.id'],
  ['comment_votes', 'r.comment_id, r.user_id'],
  ['comment_likes', 'r.comment_id, r.user_id'],
  ['contests', 'r.id'],
];

const checksums = async () =>
  Object.fromEntries(
    await Promise.all(
      CHECKED_TABLES.map(async ([table, order, except]) => [table, await checksum(table, order, except)]),
    ),
  );

const count = async (from: string) =>
  (await runSql<{ n: number }>(database.db, `SELECT count(*)::int AS n FROM ${from}`))[0]?.n ?? 0;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'happenings-seed-'));
  options = {
    now: NOW,
    size: 'test',
    mediaDir,
    publicUrl: PUBLIC_URL,
    cloudname: 'happenings',
    log: () => {},
  };
  expect(await isDatabaseEmpty(database.db)).toBe(true);
  first = (await seedIfEmpty(database.db, options)) as SeedResult;
}, 120_000);

afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('the test-size seed', () => {
  it('writes the expected amounts', async () => {
    expect(await count('experiences')).toBe(150);
    expect(await count("experiences WHERE location_slug = 'boston-ma'")).toBe(100);
    // 40 people and the staff account.
    expect(await count('users')).toBe(41);
    expect(await count("accounts WHERE provider_id = 'credential'")).toBe(41);
    expect(await count('places')).toBeGreaterThanOrEqual(100);
    expect(await count('categories')).toBe(14);
    expect(await count('posts')).toBe(40);
    expect(await count('follows')).toBeGreaterThan(40 * 10);
    expect(await count("interested WHERE item_type = 'experience'")).toBeGreaterThan(500);
    expect(await count('occurrences')).toBeGreaterThan(150);
    // spec §7: all 17 discover streams, in both locations.
    expect(await count('streams')).toBe(34);
    // The contest is still running and its page is on; it does not show as completed.
    expect(await count("remote_config WHERE key = 'showNoahContestWebPage' AND value = 'true'::jsonb")).toBe(
      1,
    );
    expect(
      await count("remote_config WHERE key = 'showNoahContestAsCompleted' AND value = 'false'::jsonb"),
    ).toBe(1);
    expect(await count('feature_tag_items')).toBeGreaterThan(0);
    expect(await count('collections WHERE is_community')).toBe(4);
    // spec §7 Contests: one Boston contest, running at the seed's now.
    expect(
      await count(
        `contests WHERE location_slug = 'boston-ma' AND starts_at <= '${new Date(NOW).toISOString()}'::timestamptz AND ends_at > '${new Date(NOW).toISOString()}'::timestamptz`,
      ),
    ).toBe(1);
    expect(first.counts.experiences).toBe(150);
  });

  it('covers every kind of schedule, status and publish state', async () => {
    const kinds = await runSql<{ kind: string }>(
      database.db,
      `SELECT DISTINCT concat_ws(':', schedule_type, repeats, (rrule IS NOT NULL)::text, (weekdays IS NOT NULL)::text) AS kind
       FROM experiences`,
    );
    const found = kinds.map((k) => k.kind);
    expect(found).toEqual(
      expect.arrayContaining(['ONE_TIME:false:false', 'WEEKLY:WEEKLY:false:true', 'ONGOING:false:true']),
    );
    expect(found.some((k) => k.startsWith('MONTHLY:MONTHLY'))).toBe(true);
    expect(found.some((k) => k.includes(':true:false'))).toBe(true);
    expect(await count('experiences WHERE end_at < now()')).toBeGreaterThan(0);
    expect(await count("experiences WHERE publish_state <> 'PUBLISHED'")).toBeGreaterThan(0);
    expect(await count('experiences WHERE status IS NOT NULL')).toBeGreaterThan(0);
  });

  it('stores a valid `when` and rrule on every experience, with a schedule line', async () => {
    const rows = (await database.db.query.experiences.findMany()) as ExperienceRow[];
    expect(rows).toHaveLength(150);
    for (const row of rows) {
      const when = toWhen(row);
      expect(() => validateWhen(when), row.slug).not.toThrow();
      if (row.rrule) expect(() => validateRRule(row.rrule as string), row.slug).not.toThrow();
      const text = getScheduleText({
        when,
        status: null,
        rrule: row.rrule,
        now: NOW,
        timeZone: row.timeZone,
      });
      expect(text.type, row.slug).not.toBe('ERROR');
    }
  });

  it('gives every experience an image in storage, described as a spec §3 media item', async () => {
    const rows = await runSql<{ media: unknown[] }>(database.db, 'SELECT media FROM experiences LIMIT 20');
    for (const { media } of rows) {
      const item = mediaItemSchema.parse(media[0]);
      expect(item.secure_url).toBe(`${PUBLIC_URL}/media/happenings/image/upload/v1/${item.public_id}.jpg`);
      const file = await stat(path.join(mediaDir, 'originals', 'image', `${item.public_id}.jpg`));
      expect(file.size).toBe(item.bytes);
    }
  });

  it('gives half the users a photo and the rest the default avatar', async () => {
    const photos = await count("users WHERE image LIKE '%/seed/avatars/%'");
    const defaults = await count("users WHERE image LIKE '%/image/upload/v1/avatar/%'");
    expect(photos + defaults).toBe(41);
    expect(photos).toBeGreaterThan(5);
    expect(defaults).toBeGreaterThan(5);
  });

  it('lets demo users sign in through the real auth endpoint with the demo password', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'happenings-seed-app-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      HAPPENINGS_DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
    });
    const app = createApp({
      db: database.db,
      dbKind: database.kind,
      config,
      mailer: createOutboxMailer(config.outboxDir, config.mailFrom),
      sms: createDevSmsSender(config.outboxDir, () => {}),
      rateLimiter: createMemoryRateLimiter(),
      cache: createMemoryCache(),
      clock: () => NOW,
    });
    const signIn = (email: string, password: string) =>
      app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ email, password }),
      });
    try {
      const res = await signIn(DEMO_USER_EMAIL, DEMO_PASSWORD);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { user: { email: string } }).user.email).toBe(DEMO_USER_EMAIL);
      const [other] = await runSql<{ email: string }>(
        database.db,
        "SELECT email FROM users WHERE username <> 'demo' ORDER BY id LIMIT 1",
      );
      expect((await signIn(other?.email ?? '', DEMO_PASSWORD)).status).toBe(200);
      expect((await signIn(DEMO_USER_EMAIL, 'not the demo password')).status).toBe(401);
      // The back office's demo account holds every staff role; the demo user holds none.
      const staff = await signIn(DEMO_STAFF_EMAIL, DEMO_PASSWORD);
      expect(staff.status).toBe(200);
      const profile = await app.request('/api/v2/users/profile', {
        headers: { authorization: `Bearer ${staff.headers.get('set-auth-token')}` },
      });
      expect(((await profile.json()) as { roles: string[] }).roles).toEqual(['admin', 'editor', 'moderator']);
      expect(await count(`users WHERE role <> 'user' AND email <> '${DEMO_STAFF_EMAIL}'`)).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('answers every roundup with recommendations, some pointing at its published experiences or places', async () => {
    const roundups = await runSql<{ id: string; comments_count: number; answers: number; replies: number }>(
      database.db,
      `SELECT r.id, r.comments_count,
         (SELECT count(*)::int FROM comments c WHERE c.subject_id = r.id AND c.parent_id IS NULL AND c.kind = 'recommendation') AS answers,
         (SELECT count(*)::int FROM comments c WHERE c.subject_id = r.id AND c.kind = 'recommendation-reply') AS replies
       FROM crowd_sourced_roundups r`,
    );
    expect(roundups).toHaveLength(4);
    for (const roundup of roundups) {
      expect(roundup.answers).toBeGreaterThanOrEqual(3);
      // spec §3 parentCommentsCount, as the API keeps it.
      expect(roundup.comments_count).toBe(roundup.answers);
    }
    expect(roundups.reduce((sum, roundup) => sum + roundup.replies, 0)).toBeGreaterThan(0);
    const pointers = await runSql<{ recommended_type: string; n: number; wrong: number }>(
      database.db,
      `SELECT c.recommended_type, count(*)::int AS n,
         count(*) FILTER (WHERE coalesce(e.publish_state <> 'PUBLISHED' OR e.location_slug <> r.location_slug,
                                         p.location_slug <> r.location_slug, true))::int AS wrong
       FROM comments c JOIN crowd_sourced_roundups r ON r.id = c.subject_id
       LEFT JOIN experiences e ON c.recommended_type = 'experience' AND e.id = c.recommended_id
       LEFT JOIN places p ON c.recommended_type = 'place' AND p.id = c.recommended_id
       WHERE c.recommended_id IS NOT NULL GROUP BY c.recommended_type ORDER BY c.recommended_type`,
    );
    expect(pointers.map((row) => row.recommended_type)).toEqual(['experience', 'place']);
    expect(pointers.every((row) => row.n > 0 && row.wrong === 0)).toBe(true);
  });

  it('keeps the vote, like and reply counters equal to the rows, as the API would', async () => {
    const [mismatch] = await runSql<{ n: number; votes: number }>(
      database.db,
      `SELECT count(*) FILTER (WHERE c.upvotes <> (SELECT count(*) FROM comment_votes v WHERE v.comment_id = c.id AND v.vote = 'up')
          OR c.downvotes <> (SELECT count(*) FROM comment_votes v WHERE v.comment_id = c.id AND v.vote = 'down')
          OR c.likes_count <> (SELECT count(*) FROM comment_likes l WHERE l.comment_id = c.id)
          OR c.replies_count <> (SELECT count(*) FROM comments reply WHERE reply.parent_id = c.id)
          OR EXISTS (SELECT 1 FROM comment_votes v WHERE v.comment_id = c.id AND v.user_id = c.user_id))::int AS n,
         (SELECT count(*)::int FROM comment_votes) AS votes
       FROM comments c`,
    );
    expect(mismatch).toEqual({ n: 0, votes: expect.any(Number) });
    expect(mismatch?.votes).toBeGreaterThan(20);
  });

  it("ranks a seeded roundup's top recommendations by the Wilson lower bound of their votes", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'happenings-seed-top-'));
    const config = loadConfig({ NODE_ENV: 'test', HAPPENINGS_DATA_DIR: dataDir });
    const app = createApp({
      db: database.db,
      dbKind: database.kind,
      config,
      mailer: createOutboxMailer(config.outboxDir, config.mailFrom),
      sms: createDevSmsSender(config.outboxDir, () => {}),
      rateLimiter: createMemoryRateLimiter(),
      cache: createMemoryCache(),
      clock: () => NOW,
    });
    // spec §3 comment sort 'top' (README: z = 1.96), computed here from the counts the page shows.
    const wilson = ({ up, down }: { up: number; down: number }) => {
      const n = up + down;
      if (n === 0) return 0;
      const z = 1.96;
      const p = up / n;
      return (
        (p + (z * z) / (2 * n) - z * Math.sqrt((p * (1 - p) + (z * z) / (4 * n)) / n)) / (1 + (z * z) / n)
      );
    };
    try {
      const roundups = await runSql<{ id: string }>(database.db, 'SELECT id FROM crowd_sourced_roundups');
      let voted = 0;
      for (const { id } of roundups) {
        const res = await app.request(`/api/v1/comments/crowd-sourced-roundup/${id}/top`);
        expect(res.status).toBe(200);
        const page = (await res.json()) as { items: { votes: { up: number; down: number } }[] };
        expect(page.items.length).toBeGreaterThanOrEqual(3);
        const ranks = page.items.map((item) => wilson(item.votes));
        expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
        voted += page.items.filter((item) => item.votes.up + item.votes.down > 0).length;
      }
      expect(voted).toBeGreaterThan(roundups.length);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to seed a database that has data, and seedIfEmpty skips it', async () => {
    await expect(seedDatabase(database.db, options)).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    expect(await seedIfEmpty(database.db, options)).toBeNull();
  });

  it('writes identical rows when reseeded (--reset) with the same now', async () => {
    const before = await checksums();
    await seedDatabase(database.db, { ...options, reset: true });
    expect(await checksums()).toEqual(before);
    expect(await count('experiences')).toBe(150);
  }, 120_000);
});

describe('scale', () => {
  it('doubles experiences and users at scale 2', async () => {
    const scaled = await createTestDatabase();
    const dir = await mkdtemp(path.join(tmpdir(), 'happenings-seed-scale-'));
    try {
      const result = await seedDatabase(scaled.db, { ...options, mediaDir: dir, scale: 2 });
      expect(result.counts.experiences).toBe(300);
      expect(result.counts.users).toBe(80);
      const [row] = await runSql<{ n: number }>(scaled.db, 'SELECT count(*)::int AS n FROM experiences');
      expect(row?.n).toBe(300);
    } finally {
      await scaled.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
