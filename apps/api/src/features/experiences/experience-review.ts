/**
 * The host's side of the review queue (issue 23): where an experience stands with the editors, shown to its
 * creator and its host's owner, and the review rule applied when they ask to publish (domain decidePublishState:
 * an untrusted newcomer's first events, and anything an editor rejected, wait for an editor instead).
 */
import type { Database } from '@happenings/db/client';
import type { ExperienceRow } from '@happenings/db/experiences';
import {
  countPublishedExperiencesBy,
  type ExperienceReviewRow,
  listExperienceReviews,
} from '@happenings/db/review';
import { findUserById } from '@happenings/db/users';
import type { PublishState } from '@happenings/domain/enums';
import type { ExperienceReview } from '@happenings/domain/schemas';
import { decidePublishState, type PublishDecision } from '@happenings/domain/staff';
import type { AppServices, SessionUser } from '../../context.ts';

/** Waiting since it was submitted, or the last decision on it; null when it was never submitted. */
export function toExperienceReview(
  row: Pick<ExperienceRow, 'publishState' | 'updatedAt'>,
  review: ExperienceReviewRow | undefined,
): ExperienceReview | null {
  if (row.publishState === 'PENDING_REVIEW') {
    // Put in review before reviews were kept: its last write is when it was submitted.
    const submittedAt = review?.submittedAt ?? row.updatedAt;
    return { state: 'PENDING', submittedAt: submittedAt.toISOString(), reason: null, decidedAt: null };
  }
  if (!review?.decision || !review.decidedAt) return null;
  return {
    state: review.decision === 'APPROVED' ? 'APPROVED' : 'REJECTED',
    submittedAt: review.submittedAt.toISOString(),
    reason: review.reason,
    decidedAt: review.decidedAt.toISOString(),
  };
}

/** The review of each row, keyed by id (one query for the page). */
export async function loadExperienceReviews(
  db: Database,
  rows: readonly ExperienceRow[],
): Promise<Map<string, ExperienceReview | null>> {
  const reviews = await listExperienceReviews(
    db,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, toExperienceReview(row, reviews.get(row.id))]));
}

/**
 * The state a host's write ends in: the one asked for, unless a request to publish waits for an editor. Asks the
 * database only when the answer can depend on it (a request to publish something not yet published).
 */
export async function decideRequestedState(
  services: Pick<AppServices, 'db' | 'config'>,
  user: SessionUser,
  requested: PublishState,
  existing: ExperienceRow | null,
): Promise<PublishDecision> {
  const { db, config } = services;
  const current = (existing?.publishState ?? null) as PublishState | null;
  if (requested !== 'PUBLISHED' || current === 'PUBLISHED')
    return { state: requested, isHeldForReview: false };
  const [account, publishedCount, reviews] = await Promise.all([
    findUserById(db, user.id),
    countPublishedExperiencesBy(db, user.id),
    existing
      ? listExperienceReviews(db, [existing.id])
      : Promise.resolve(new Map<string, ExperienceReviewRow>()),
  ]);
  const review = existing ? reviews.get(existing.id) : undefined;
  return decidePublishState({
    requested,
    current,
    wasPublished: existing?.publishedAt != null,
    isRejected: current !== 'PENDING_REVIEW' && review?.decision === 'REJECTED',
    roles: user.roles,
    isTrusted: account?.trustedAt != null,
    publishedCount,
    reviewFirstEvents: config.reviewFirstEvents,
  });
}
