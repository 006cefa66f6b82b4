import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/database.ts';
import { createTestDatabase } from '../testing/create-test-database.ts';
import { hitRateLimit } from './rate-limits.queries.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('hitRateLimit', () => {
  it('counts within a window and starts over after it', async () => {
    const hit = (now: number) => hitRateLimit(database.db, { key: 'sign-in:1.2.3.4', windowMs: 60_000, now });
    expect(await hit(1_000)).toEqual({ count: 1, windowStart: 1_000 });
    expect(await hit(2_000)).toEqual({ count: 2, windowStart: 1_000 });
    expect(await hit(60_999)).toEqual({ count: 3, windowStart: 1_000 });
    expect(await hit(61_000)).toEqual({ count: 1, windowStart: 61_000 });
  });

  it('counts a cost of several units at once (budgets of things, not calls)', async () => {
    const hit = (now: number, cost: number) =>
      hitRateLimit(database.db, { key: 'hashes:ada', windowMs: 60_000, now, cost });
    expect(await hit(1_000, 500)).toEqual({ count: 500, windowStart: 1_000 });
    expect(await hit(2_000, 250)).toEqual({ count: 750, windowStart: 1_000 });
    expect(await hit(61_000, 40)).toEqual({ count: 40, windowStart: 61_000 });
  });

  it('counts concurrent requests exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        hitRateLimit(database.db, { key: 'burst', windowMs: 60_000, now: 5_000 }),
      ),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
