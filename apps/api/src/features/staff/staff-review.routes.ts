/**
 * The review queue (issue 23), an editor's work. Experiences wait in it when their host submits them for review
 * (PENDING_REVIEW) or asks to publish while the review rule holds them (an untrusted newcomer's first events,
 * REVIEW_FIRST_EVENTS; anything an editor rejected). An editor approves (PUBLISHED: streams, search and the map
 * list it from the next read of a page not kept from before) or rejects with a reason (NOT_PUBLISHED; the host
 * reads the reason on the experience, edits and submits again, which puts it back in the queue). Either way the
 * creator and the host's owner are notified (in the app, by e-mail and push, as every notification), and the
 * decision is in the audit log, in the same transaction (@happenings/db/review).
 *
 * Two editors deciding the same item: the decision is a conditional update, so the second changes nothing and is
 * answered 409 ALREADY_DECIDED naming the first decision; nobody is notified twice, nothing is logged twice.
 * An editor also marks an account trusted: its events publish without review from then on.
 */
import {
  decideExperienceReview,
  findReviewQueueItem,
  listReviewQueue,
  type ReviewDecision,
} from '@happenings/db/review';
import { setUserTrusted } from '@happenings/db/staff';
import { findUserById } from '@happenings/db/users';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { ApiError, conflict, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toExperienceReview } from '../experiences/experience-review.ts';
import { toExperienceResponses } from '../experiences/experience-views.ts';
import { dropCuratedAnswers } from './curation/curated-answers.ts';
import { toReviewItems } from './review-item.response.ts';
import {
  experienceIdParamsSchema,
  hostUserParamsSchema,
  rejectBodySchema,
  reviewDecisionSchema,
  reviewItemSchema,
  reviewPageSchema,
  reviewQueueQuerySchema,
  staffPersonSchema,
  trustedBodySchema,
} from './staff.schemas.ts';
import { toStaffPerson } from './staff-person.response.ts';

const tags = ['Staff'];

const queueRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/review',
  tags,
  summary: 'Experiences waiting for review, oldest submission first, in every location or one (editor)',
  security: [{ bearer: [] }],
  request: { query: reviewQueueQuerySchema },
  responses: { 200: json(reviewPageSchema, 'A page of the queue'), ...errorResponses(400, 401, 403, 404) },
});

const itemRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/review/{id}',
  tags,
  summary: 'One experience waiting for review (editor); 404 once it no longer waits',
  security: [{ bearer: [] }],
  request: { params: experienceIdParamsSchema },
  responses: { 200: json(reviewItemSchema, 'The waiting experience'), ...errorResponses(400, 401, 403, 404) },
});

const decisionResponses = {
  200: json(reviewDecisionSchema, 'Decided: the experience and its review'),
  ...errorResponses(400, 401, 403, 404),
  409: json(
    apiErrorSchema,
    'ALREADY_DECIDED (another editor decided first; details name the decision) or NOT_IN_REVIEW',
  ),
};

const approveRoute = createRoute({
  method: 'post',
  path: '/api/v1/staff/review/{id}/approve',
  tags,
  summary: 'Publish an experience waiting for review; its host is notified (editor)',
  security: [{ bearer: [] }],
  request: { params: experienceIdParamsSchema },
  responses: decisionResponses,
});

const rejectRoute = createRoute({
  method: 'post',
  path: '/api/v1/staff/review/{id}/reject',
  tags,
  summary:
    'Send an experience back to its host with the reason (1–500 characters); the host is notified (editor)',
  security: [{ bearer: [] }],
  request: {
    params: experienceIdParamsSchema,
    body: { required: true, ...json(rejectBodySchema, 'Why, for the host') },
  },
  responses: decisionResponses,
});

const trustedRoute = createRoute({
  method: 'put',
  path: '/api/v1/staff/hosts/{userId}/trusted',
  tags,
  summary: 'Trust an account to publish without review, or take that back (editor)',
  security: [{ bearer: [] }],
  request: {
    params: hostUserParamsSchema,
    body: { required: true, ...json(trustedBodySchema, 'Trusted or not') },
  },
  responses: { 200: json(staffPersonSchema, 'The account'), ...errorResponses(400, 401, 403, 404) },
});

async function decide(c: Context<AppEnv>, id: string, decision: ReviewDecision, reason: string | null) {
  const editor = requireUser(c);
  const { db, clock } = c.get('services');
  const now = clock();
  const result = await decideExperienceReview(db, {
    experienceId: id,
    editorId: editor.id,
    decision,
    reason,
    now,
  });
  if (result.outcome === 'not-found') throw notFound('Experience');
  if (result.outcome === 'not-waiting') {
    const { review } = result;
    if (!review?.decision || !review.decidedAt) {
      throw conflict('This experience is not waiting for review.', 'NOT_IN_REVIEW');
    }
    const done = review.decision === 'APPROVED' ? 'approved' : 'rejected';
    throw new ApiError(
      409,
      'ALREADY_DECIDED',
      `Another editor ${done} this experience at ${review.decidedAt.toISOString()}.`,
      {
        decision: review.decision,
        decidedAt: review.decidedAt.toISOString(),
        publishState: result.publishState,
      },
    );
  }
  // Published now: pages of streams, search and events kept from before list it from their next read, as after
  // a curation change (their ranking is otherwise kept for its minute).
  if (decision === 'APPROVED') await dropCuratedAnswers(c.get('services'));
  const [experience] = await toExperienceResponses(db, [result.experience], { now, user: null });
  return validated(reviewDecisionSchema, {
    experience: experience!,
    review: toExperienceReview(result.experience, result.review)!,
  });
}

export function registerStaffReviewRoutes(app: App): void {
  app.openapi(queueRoute, async (c) => {
    const { db, config, clock } = c.get('services');
    const query = c.req.valid('query');
    const page = await listReviewQueue(db, {
      locationSlug: query.location,
      limit: query.limit,
      cursor: decodeCursor(query.cursor),
    });
    const items = await toReviewItems(db, page.rows, { now: clock(), config });
    return c.json(validated(reviewPageSchema, { items, nextCursor: encodeCursor(page.next) }), 200);
  });

  app.openapi(itemRoute, async (c) => {
    const { db, config, clock } = c.get('services');
    const row = await findReviewQueueItem(db, c.req.valid('param').id);
    if (!row) throw notFound('Experience waiting for review');
    const [item] = await toReviewItems(db, [row], { now: clock(), config });
    return c.json(validated(reviewItemSchema, item!), 200);
  });

  app.openapi(approveRoute, async (c) => {
    return c.json(await decide(c, c.req.valid('param').id, 'APPROVED', null), 200);
  });

  app.openapi(rejectRoute, async (c) => {
    const { reason } = c.req.valid('json');
    return c.json(await decide(c, c.req.valid('param').id, 'REJECTED', reason), 200);
  });

  app.openapi(trustedRoute, async (c) => {
    const editor = requireUser(c);
    const { userId } = c.req.valid('param');
    const { db, config, clock } = c.get('services');
    const change = await setUserTrusted(db, {
      actorId: editor.id,
      userId,
      trusted: c.req.valid('json').trusted,
      now: clock(),
    });
    if (!change) throw notFound('User');
    const person = await findUserById(db, userId);
    if (!person) throw notFound('User');
    return c.json(validated(staffPersonSchema, toStaffPerson(person, config)), 200);
  });
}
