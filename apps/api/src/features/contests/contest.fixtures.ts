/**
 * Contests for tests, written straight to the table (the API has no call that creates one: contests are set up by
 * the team). Running by default: started a day ago, ending in a week.
 */
import type { Database } from '@happenings/db/client';
import type { ContestRow } from '@happenings/db/contests';
import { contests } from '@happenings/db/schema';

const DAY_MS = 86_400_000;
let sequence = 0;

export async function makeContest(
  db: Database,
  overrides: Partial<typeof contests.$inferInsert> = {},
): Promise<ContestRow> {
  sequence += 1;
  const now = Date.now();
  const [row] = await db
    .insert(contests)
    .values({
      slug: `test-contest-${sequence}`,
      name: `Test contest ${sequence}`,
      rules: 'Invite friends.',
      prize: 'A prize',
      startsAt: new Date(now - DAY_MS),
      endsAt: new Date(now + 7 * DAY_MS),
      ...overrides,
    })
    .returning();
  return row!;
}
