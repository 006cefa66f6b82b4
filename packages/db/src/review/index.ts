export { experienceReviews } from './experience-reviews.table.ts';
export {
  type DecideReviewOptions,
  decideExperienceReview,
  type ReviewDecision,
  type ReviewDecisionResult,
} from './review-decisions.queries.ts';
export {
  countPendingReviews,
  countPublishedExperiencesBy,
  type ExperienceReviewRow,
  findReviewQueueItem,
  listExperienceReviews,
  listReviewQueue,
  type ReviewQueueRow,
} from './review-queue.queries.ts';
