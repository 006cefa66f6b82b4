/**
 * What a person's own writes put into their personal discover streams: their interests in experiences, the people
 * they follow and the categories they picked. The API keys its cache of those streams' first pages by this
 * fingerprint, so a mark, a follow or a category choice changes the key and the person's next read computes
 * afresh, whichever process or route wrote it; nothing has to remember to clear the cache.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';

/**
 * A digest of the caller's interest marks, followees and picked categories; it differs whenever one of those sets
 * does. Each set is read in its primary-key order (interested_pk, follows_pk, user_categories_pk), an index range
 * of the one user, so the cost is the size of the person's own sets, never of the catalogue.
 */
export async function readPersonalStreamInputs(db: Database, userId: string): Promise<string> {
  const rows = await queryRows<{ digest: string }>(
    db,
    // concat, not concat_ws: an empty set is then '' in its own slot, so no two different triples read alike.
    sql`SELECT md5(concat('interested:',
          (SELECT string_agg(i.item_id, ',' ORDER BY i.item_id) FROM interested i
            WHERE i.user_id = ${userId} AND i.item_type = 'experience'), '|follows:',
          (SELECT string_agg(f.followee_id, ',' ORDER BY f.followee_id) FROM follows f
            WHERE f.follower_id = ${userId}), '|categories:',
          (SELECT string_agg(uc.category_id, ',' ORDER BY uc.category_id) FROM user_categories uc
            WHERE uc.user_id = ${userId}))) AS digest`,
  );
  return rows[0]!.digest;
}
