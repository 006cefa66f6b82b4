import { sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import { contactHashes } from '../contacts/contact-hashes.table.ts';
import { interested } from '../interested/interested.table.ts';
import { emailHashSql, phoneHashSql } from '../users/contact-hash.ts';
import { listUsersByIds, type UserRow } from '../users/users.queries.ts';
import { users } from '../users/users.table.ts';
import { follows } from './follows.table.ts';

/** How many of the viewer's latest interests are compared with other people's (bounds the shared-interest scan). */
const RECENT_INTERESTS_COMPARED = 200;

/** Weights of the suggestion score: a matched contact first, then mutual follows, then shared interests. */
export const SUGGESTION_WEIGHTS = { contact: 10, mutual: 3, sharedInterest: 1 } as const;

export interface FollowSuggestionRow {
  user: UserRow;
  /** People the viewer follows who follow this user (friends of friends). */
  mutualCount: number;
  /** Items both marked as interested (among the viewer's latest RECENT_INTERESTS_COMPARED). */
  sharedInterestsCount: number;
  /** Their e-mail or phone is in the viewer's synced contacts. */
  isContact: boolean;
  score: number;
}

/**
 * spec §7 GET /follows/suggested: people to follow, from three sources combined in one statement: friends of
 * friends (mutual count), people interested in the same items, and matched contacts. Never the viewer or anyone
 * they already follow. Ranked by SUGGESTION_WEIGHTS, then by numeric id for a stable order; offset paged.
 */
export async function listFollowSuggestions(
  db: Database,
  options: { viewerId: string; limit: number; offset: number },
): Promise<FollowSuggestionRow[]> {
  const { viewerId, limit, offset } = options;
  const rows = await queryRows<{
    id: string;
    mutual: string | number;
    shared: string | number;
    is_contact: boolean;
    score: string | number;
  }>(
    db,
    sql`WITH fof AS (
          SELECT f2.followee_id AS user_id, count(*) AS mutual
            FROM ${follows} f1 JOIN ${follows} f2 ON f2.follower_id = f1.followee_id
           WHERE f1.follower_id = ${viewerId}
           GROUP BY f2.followee_id
        ), mine AS (
          SELECT item_type, item_id FROM ${interested} WHERE user_id = ${viewerId}
           ORDER BY created_at DESC LIMIT ${RECENT_INTERESTS_COMPARED}
        ), shared AS (
          SELECT i.user_id, count(*) AS shared
            FROM mine m JOIN ${interested} i ON i.item_type = m.item_type AND i.item_id = m.item_id
           GROUP BY i.user_id
        ), contact AS (
          SELECT u.id AS user_id FROM ${contactHashes} c
            JOIN ${users} u ON ${emailHashSql(sql`u.email`)} = c.hash
           WHERE c.owner_id = ${viewerId}
          UNION
          SELECT u.id FROM ${contactHashes} c
            JOIN ${users} u ON ${phoneHashSql(sql`u.phone_number`)} = c.hash
           WHERE c.owner_id = ${viewerId}
        ), candidates AS (
          SELECT user_id, sum(mutual) AS mutual, sum(shared) AS shared, bool_or(is_contact) AS is_contact
            FROM (
              SELECT user_id, mutual, 0 AS shared, false AS is_contact FROM fof
              UNION ALL SELECT user_id, 0, shared, false FROM shared
              UNION ALL SELECT user_id, 0, 0, true FROM contact
            ) sources
           WHERE user_id <> ${viewerId}
             AND NOT EXISTS (SELECT 1 FROM ${follows} f WHERE f.follower_id = ${viewerId} AND f.followee_id = sources.user_id)
           GROUP BY user_id
        )
        SELECT c.user_id AS id, c.mutual, c.shared, c.is_contact,
               c.mutual * ${SUGGESTION_WEIGHTS.mutual} + c.shared * ${SUGGESTION_WEIGHTS.sharedInterest}
                 + CASE WHEN c.is_contact THEN ${SUGGESTION_WEIGHTS.contact} ELSE 0 END AS score,
               u.numeric_id
          FROM candidates c JOIN ${users} u ON u.id = c.user_id
         ORDER BY score DESC, u.numeric_id ASC
         LIMIT ${limit} OFFSET ${offset}`,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const userRows = await listUsersByIds(db, ids);
  const byId = new Map(userRows.map((user) => [user.id, user]));
  return rows.flatMap((row) => {
    const user = byId.get(row.id);
    if (!user) return [];
    return [
      {
        user,
        mutualCount: Number(row.mutual),
        sharedInterestsCount: Number(row.shared),
        isContact: Boolean(row.is_contact),
        score: Number(row.score),
      },
    ];
  });
}
