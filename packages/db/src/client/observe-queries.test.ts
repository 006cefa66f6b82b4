import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/create-test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { observeQueries } from './observe-queries.ts';

let handle: DatabaseHandle;
const seen: { seconds: number; isFailed: boolean }[] = [];

beforeAll(async () => {
  // Observed once it is open, as the API observes the database it serves from.
  handle = await createTestDatabase();
  observeQueries(handle, (seconds, isFailed) => seen.push({ seconds, isFailed }));
});
afterAll(async () => {
  await handle?.close();
});

describe('observeQueries', () => {
  it('times each statement and tells a failed one from one that succeeded', async () => {
    seen.length = 0;
    await handle.db.execute(sql`SELECT pg_sleep(0.02)`);
    await expect(handle.db.execute(sql`SELECT * FROM no_such_table`)).rejects.toThrow();
    expect(seen.map((one) => one.isFailed)).toEqual([false, true]);
    expect(seen[0]!.seconds).toBeGreaterThanOrEqual(0.015);
    expect(seen[0]!.seconds).toBeLessThan(5);
  });

  it('counts the statements of a transaction on PostgreSQL, and observes each connection once', async () => {
    // Observing twice must not time each statement twice.
    observeQueries(handle, () => {});
    seen.length = 0;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await tx.execute(sql`SELECT 2`);
    });
    await handle.db.execute(sql`SELECT 3`);
    // PGlite runs a transaction's statements through another object: only the one outside is seen there.
    const expected = handle.kind === 'postgres' ? 5 : 1;
    expect(seen.filter((one) => !one.isFailed)).toHaveLength(expected);
  });
});
