/**
 * An editor's decision on an experience in the review queue (issue 23): approve (PUBLISHED) or reject with a
 * reason (back to NOT_PUBLISHED, the reason kept for the host). One transaction holds the whole decision: the
 * conditional update of the experience, its occurrences, its review row, the audit row and the notifications of
 * its creator and its host's owner; if any part fails, none of it happened.
 *
 * Two editors deciding the same item at once: the update is conditional (`WHERE publish_state =
 * 'PENDING_REVIEW'`) on a row locked first, so the second waits for the first to commit, finds the item no longer
 * waiting and changes nothing: one decision, one audit row, one notification; the second is told what was decided.
 */
import type { PublishState } from '@happenings/domain/enums';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import type { ExperienceRow } from '../experiences/experiences.queries.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { refreshOccurrences } from '../experiences/occurrences.refresh.ts';
import { hosts } from '../hosts/hosts.table.ts';
import { createNotifications } from '../notifications/notifications.queries.ts';
import { recordStaffAction } from '../staff/staff-actions.queries.ts';
import { experienceReviews } from './experience-reviews.table.ts';
import type { ExperienceReviewRow } from './review-queue.queries.ts';

export type ReviewDecision = 'APPROVED' | 'REJECTED';

export type ReviewDecisionResult =
  | { outcome: 'decided'; experience: ExperienceRow; review: ExperienceReviewRow }
  | { outcome: 'not-found' }
  /** It no longer waits: `review` holds the decision that took it out (null when its host withdrew it). */
  | { outcome: 'not-waiting'; publishState: PublishState; review: ExperienceReviewRow | null };

export interface DecideReviewOptions {
  experienceId: string;
  editorId: string;
  decision: ReviewDecision;
  /** Required for REJECTED: shown to the host. */
  reason?: string | null;
  now: number;
}

export async function decideExperienceReview(
  db: Database,
  options: DecideReviewOptions,
): Promise<ReviewDecisionResult> {
  const at = new Date(options.now);
  const isApproval = options.decision === 'APPROVED';
  const reason = isApproval ? null : (options.reason ?? '');
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ publishState: experiences.publishState, updatedAt: experiences.updatedAt })
      .from(experiences)
      .where(eq(experiences.id, options.experienceId))
      .for('update');
    if (!locked) return { outcome: 'not-found' };
    const [current] = await tx
      .select()
      .from(experienceReviews)
      .where(eq(experienceReviews.experienceId, options.experienceId));
    const [experience] = await tx
      .update(experiences)
      .set({
        publishState: isApproval ? 'PUBLISHED' : 'NOT_PUBLISHED',
        updatedAt: at,
        // First published now, unless it was published before it went back to review.
        ...(isApproval
          ? { publishedAt: sql`coalesce(${experiences.publishedAt}, ${at.toISOString()}::timestamptz)` }
          : {}),
      })
      .where(and(eq(experiences.id, options.experienceId), eq(experiences.publishState, 'PENDING_REVIEW')))
      .returning();
    if (!experience) {
      return {
        outcome: 'not-waiting',
        publishState: locked.publishState as PublishState,
        review: current?.decision ? current : null,
      };
    }
    // An experience put in review before reviews were kept counts as submitted at its last write.
    const submittedAt = current?.submittedAt ?? locked.updatedAt;
    const decided = {
      decision: options.decision,
      reason,
      decidedAt: at,
      decidedBy: options.editorId,
    };
    const [review] = await tx
      .insert(experienceReviews)
      .values({ experienceId: experience.id, submittedAt, ...decided })
      .onConflictDoUpdate({ target: experienceReviews.experienceId, set: decided })
      .returning();
    await refreshOccurrences(tx, { experienceIds: [experience.id], now: options.now });
    await recordStaffAction(tx, {
      actorId: options.editorId,
      action: isApproval ? 'APPROVE_EXPERIENCE' : 'REJECT_EXPERIENCE',
      targetType: 'EXPERIENCE',
      targetId: experience.id,
      before: { publishState: 'PENDING_REVIEW', submittedAt: submittedAt.toISOString() },
      after: { publishState: experience.publishState, ...(reason ? { reason } : {}) },
      reason,
      at,
    });
    await notifyHosts(tx, experience, options.decision, reason);
    return { outcome: 'decided', experience, review: review! };
  });
}

/**
 * The creator and the owner of the experience's host are told (each once). The editors decide as a team: no
 * actor is named. A rejection carries its reason, shown under the notification and in its e-mail.
 */
async function notifyHosts(
  db: Database,
  experience: ExperienceRow,
  decision: ReviewDecision,
  reason: string | null,
): Promise<void> {
  const recipients = new Set<string>();
  if (experience.creatorId) recipients.add(experience.creatorId);
  if (experience.hostId) {
    const [host] = await db
      .select({ ownerId: hosts.ownerId })
      .from(hosts)
      .where(eq(hosts.id, experience.hostId));
    if (host?.ownerId) recipients.add(host.ownerId);
  }
  await createNotifications(
    db,
    [...recipients].map((recipientId) => ({
      recipientId,
      actorId: null,
      type: decision === 'APPROVED' ? ('EXPERIENCE_APPROVED' as const) : ('EXPERIENCE_REJECTED' as const),
      subjectType: 'EXPERIENCE' as const,
      subjectId: experience.id,
      data: reason ? { message: reason } : {},
    })),
  );
}
