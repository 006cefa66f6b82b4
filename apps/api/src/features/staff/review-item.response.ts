/**
 * A review queue item as an editor weighs it: the experience in full, its host, the account that submitted it,
 * that account's history with the guide (experiences ever published, trusted or not) and when it was submitted.
 */
import type { Database } from '@happenings/db/client';
import { listHostsByIds } from '@happenings/db/hosts';
import type { ReviewQueueRow } from '@happenings/db/review';
import type { ApiConfig } from '../../env.ts';
import { toExperienceResponses, toHostSummary } from '../experiences/experience-views.ts';
import { toAvatarUser } from '../users/user.response.ts';
import type { ReviewItem } from './staff.schemas.ts';

export async function toReviewItems(
  db: Database,
  rows: readonly ReviewQueueRow[],
  options: { now: number; config: ApiConfig },
): Promise<ReviewItem[]> {
  const experiences = rows.map((row) => row.experience);
  const [responses, hosts] = await Promise.all([
    // As anyone would see it once published: the editor's own interests are beside the point.
    toExperienceResponses(db, experiences, { now: options.now, user: null }),
    listHostsByIds(
      db,
      experiences.flatMap((experience) => (experience.hostId ? [experience.hostId] : [])),
    ),
  ]);
  return rows.map((row, index) => {
    const host = row.experience.hostId ? hosts.get(row.experience.hostId) : undefined;
    return {
      experience: responses[index]!,
      host: host ? toHostSummary(host) : null,
      creator: row.creator ? toAvatarUser(row.creator, options.config) : null,
      history: { publishedCount: row.creatorPublishedCount, trusted: row.creator?.trustedAt != null },
      review: {
        state: 'PENDING',
        submittedAt: row.submittedAt.toISOString(),
        reason: null,
        decidedAt: null,
      },
    };
  });
}
