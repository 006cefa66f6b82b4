/**
 * A long roundup thread in one statement, for benchmarks and load tests: `count` top-level recommendations by one
 * user, a minute apart, with varied up and down votes (the counters only, as the vote writes keep them), so both
 * sorts of the thread (new, top) have real work to do.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { comments } from '../comments/comments.table.ts';
import { roundups } from '../roundups/roundups.table.ts';

export async function makeRoundupThread(
  db: Database,
  options: { roundupId: string; userId: string; count: number },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${comments} (kind, subject_type, subject_id, user_id, body, upvotes, downvotes, created_at, updated_at)
    SELECT 'recommendation', 'crowd-sourced-roundup', ${options.roundupId}, ${options.userId},
      'Recommendation number ' || g, (g * 7919) % 23, (g * 104729) % 7,
      now() - g * interval '1 minute', now() - g * interval '1 minute'
    FROM generate_series(1, ${options.count}::int) AS g`);
  await db.execute(
    sql`UPDATE ${roundups} SET comments_count = comments_count + ${options.count} WHERE id = ${options.roundupId}`,
  );
}
