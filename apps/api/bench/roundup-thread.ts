/**
 * The roundup the bench reads and votes on: 10,000 answers (the "a roundup with 10,000 comments"), made
 * once in the bench database by its first user, before the API opens it (PGlite has one owner at a time).
 */
import { createDatabase } from '@happenings/db/client';
import { createRoundup, findRoundup } from '@happenings/db/roundups';
import { makeRoundupThread } from '@happenings/db/testing';
import { findUserByNumericId } from '@happenings/db/users';

export const BENCH_ROUNDUP_TITLE = 'Bench roundup with 10000 answers';
export const BENCH_ROUNDUP_SLUG = 'bench-roundup-with-10000-answers';
const ANSWERS = 10_000;

export async function prepareRoundupThread(options: { url?: string; dataDir?: string }): Promise<void> {
  const database = await createDatabase(options);
  try {
    if (await findRoundup(database.db, BENCH_ROUNDUP_SLUG)) return;
    const user = await findUserByNumericId(database.db, 1);
    if (!user) throw new Error('The bench database has no users: seed it first');
    console.info(`Adding a roundup with ${ANSWERS} answers (once; reused by later runs)...`);
    const roundup = await createRoundup(database.db, {
      title: BENCH_ROUNDUP_TITLE,
      description: null,
      creatorId: user.id,
      locationSlug: 'boston-ma',
      publishState: 'PUBLISHED',
      endsAt: null,
    });
    await makeRoundupThread(database.db, { roundupId: roundup.id, userId: user.id, count: ANSWERS });
  } finally {
    await database.close();
  }
}
