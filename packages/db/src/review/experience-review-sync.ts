/**
 * Keeps an experience's review row in step with its host's writes (experience-writes.queries.ts calls it inside
 * the write's transaction): entering PENDING_REVIEW is a submission (a fresh row: submitted now, no decision, so a
 * rejection's reason is cleared by resubmitting); leaving it by the host's own hand (published as a trusted
 * account, or taken back to a draft) withdraws the submission. Any other write leaves the row, so a rejection
 * stays readable while the host edits, and an approval stays on the published experience.
 */
import type { PublishState } from '@happenings/domain/enums';
import { eq } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { experienceReviews } from './experience-reviews.table.ts';

export async function syncExperienceReview(
  db: Database,
  options: { experienceId: string; before: PublishState | null; after: PublishState; now: number },
): Promise<void> {
  const { experienceId, before, after } = options;
  if (after === 'PENDING_REVIEW' && before !== 'PENDING_REVIEW') {
    const submittedAt = new Date(options.now);
    await db
      .insert(experienceReviews)
      .values({ experienceId, submittedAt })
      .onConflictDoUpdate({
        target: experienceReviews.experienceId,
        set: { submittedAt, decision: null, reason: null, decidedAt: null, decidedBy: null },
      });
  } else if (before === 'PENDING_REVIEW' && after !== 'PENDING_REVIEW') {
    await db.delete(experienceReviews).where(eq(experienceReviews.experienceId, experienceId));
  }
}

/** The publish state of an experience, its row locked for the write that follows; null when there is none. */
export async function lockPublishState(db: Database, experienceId: string): Promise<PublishState | null> {
  const [row] = await db
    .select({ publishState: experiences.publishState })
    .from(experiences)
    .where(eq(experiences.id, experienceId))
    .for('update');
  return (row?.publishState as PublishState | undefined) ?? null;
}
