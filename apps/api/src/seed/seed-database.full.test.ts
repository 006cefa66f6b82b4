import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@happenings/db/testing';
import { expect, it } from 'vitest';
import { seedDatabase } from './seed-database.ts';
import { runSql } from './seed-social.ts';

// The default demo at full size, as `npm run seed` writes it (a benchmark is not a test, so no timing assertion:
// the time taken is printed; about 50 s on in-memory PGlite on the 2-core machine, most of it expanding occurrences).
it('seeds the full default demo (~1,500 experiences, 300 users, ~8,000 interests)', async () => {
  const database = await createTestDatabase();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'happenings-seed-full-'));
  try {
    const result = await seedDatabase(database.db, {
      now: Date.parse('2026-11-20T15:00:00Z'),
      mediaDir,
      publicUrl: 'https://happenings.test',
      cloudname: 'happenings',
      log: () => {},
    });
    console.info(`full demo seed: ${(result.ms / 1000).toFixed(1)} s`, result.counts);
    const [row] = await runSql<{ experiences: number; boston: number; users: number; interests: number }>(
      database.db,
      `SELECT (SELECT count(*) FROM experiences)::int AS experiences,
              (SELECT count(*) FROM experiences WHERE location_slug = 'boston-ma')::int AS boston,
              (SELECT count(*) FROM users)::int AS users,
              (SELECT count(*) FROM interested WHERE item_type = 'experience')::int AS interests`,
    );
    // 300 people of the demo and the demo staff account.
    expect(row).toMatchObject({ experiences: 1500, boston: 1000, users: 301 });
    expect(row?.interests).toBeGreaterThan(7000);
    expect(row?.interests).toBeLessThanOrEqual(8000);
  } finally {
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
  }
}, 180_000);
