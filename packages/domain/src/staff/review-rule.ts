/**
 * Which publish state a host's write ends in (issue 23's review queue; spec §3 publish states PUBLISHED,
 * NOT_PUBLISHED, PENDING_REVIEW, whose transitions spec §4 leaves open). A host asks for a state; the answer is
 * that state, except that a request to publish is held for an editor (PENDING_REVIEW) when
 * - an editor rejected this experience and nobody has approved it since: asking again is a resubmission, and
 *   a rejection is not overridden by asking again, or
 * - it was never published, the account is not trusted, and fewer than `reviewFirstEvents` of the account's
 *   experiences were ever published (REVIEW_FIRST_EVENTS; 0 turns the rule off).
 * An experience published before (approved, or published by a host past the rule) publishes again without review,
 * and staff who may review (editors, admins) publish directly: they could approve it themselves. Zod-free: the
 * website's editor can show the same rule.
 */
import type { PublishState } from '../enums/enums.ts';
import { hasStaffRole, type StaffRole } from './staff-roles.ts';

/** Where an experience stands with the editors: waiting, or the last decision on it. */
export const REVIEW_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** A rejection's reason, as the host reads it (1 to 500 characters). */
export const REVIEW_REASON_MAX_LENGTH = 500;

export interface PublishRequest {
  /** The state the write asks for. */
  requested: PublishState;
  /** The experience's state before the write; null for a new one. */
  current: PublishState | null;
  /** It was published at some time (an approval, or a publish the rule let through). */
  wasPublished: boolean;
  /** An editor's rejection stands on it (not resubmitted since). */
  isRejected: boolean;
  /** The caller's staff roles. */
  roles: readonly StaffRole[];
  /** An editor marked the caller's account trusted. */
  isTrusted: boolean;
  /** How many of the caller's experiences were ever published. */
  publishedCount: number;
  /** REVIEW_FIRST_EVENTS. */
  reviewFirstEvents: number;
}

export interface PublishDecision {
  state: PublishState;
  /** Asked to publish and held for review instead: the host is told so, never refused. */
  isHeldForReview: boolean;
}

export function decidePublishState(request: PublishRequest): PublishDecision {
  const asked = { state: request.requested, isHeldForReview: false };
  if (request.requested !== 'PUBLISHED') return asked;
  if (request.current === 'PUBLISHED') return asked;
  if (hasStaffRole(request.roles, ['editor'])) return asked;
  const held = { state: 'PENDING_REVIEW' as const, isHeldForReview: true };
  if (request.isRejected) return held;
  if (request.wasPublished || request.isTrusted) return asked;
  return request.publishedCount < request.reviewFirstEvents ? held : asked;
}
