/**
 * spec §4, §7: POST /comments/{id}/upvote and /downvote, DELETE /comments/{id}/vote (a vote is up, down or none
 * and can be removed), POST and DELETE /comments/{id}/likes. Each answers the comment as the caller now sees it.
 * All are idempotent: voting up twice is one up-vote, and switching from up to down moves one vote across
 * (comment-reactions.queries.ts keeps the counters exact under concurrent voters).
 */
import { setCommentLike, setCommentVote } from '@happenings/db/comments';
import type { Vote } from '@happenings/domain/enums';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { notFound } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { requireVisibleComment } from './comment-access.ts';
import { answerComment } from './comment-answers.ts';
import { commentIdParamsSchema, commentResponseSchema } from './comments.schemas.ts';

function reactionRoute(method: 'post' | 'delete', path: string, summary: string) {
  return createRoute({
    method,
    path,
    tags: ['Comments'],
    summary,
    security: [{ bearer: [] }],
    middleware: [requireVisibleComment] as const,
    request: { params: commentIdParamsSchema },
    responses: {
      200: json(commentResponseSchema, 'The comment with its new counts'),
      ...errorResponses(401, 404),
    },
  });
}

const VOTE_ROUTES: Array<{ vote: Vote; route: ReturnType<typeof reactionRoute> }> = [
  { vote: 'up', route: reactionRoute('post', '/api/v1/comments/{id}/upvote', 'Vote a comment up') },
  { vote: 'down', route: reactionRoute('post', '/api/v1/comments/{id}/downvote', 'Vote a comment down') },
  { vote: 'none', route: reactionRoute('delete', '/api/v1/comments/{id}/vote', "Remove one's vote") },
];

const LIKE_ROUTES: Array<{ liked: boolean; route: ReturnType<typeof reactionRoute> }> = [
  { liked: true, route: reactionRoute('post', '/api/v1/comments/{id}/likes', 'Like a comment') },
  { liked: false, route: reactionRoute('delete', '/api/v1/comments/{id}/likes', 'Unlike a comment') },
];

export function registerCommentReactionsRoutes(app: App): void {
  for (const { vote, route } of VOTE_ROUTES) {
    app.openapi(route, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const { db, clock } = c.get('services');
      const counts = await setCommentVote(db, {
        commentId: id,
        userId: user.id,
        vote,
        now: new Date(clock()),
      });
      // Deleted (or turned into a placeholder) since the visibility check.
      if (!counts) throw notFound('Comment');
      return c.json(await answerComment(c, id), 200);
    });
  }
  for (const { liked, route } of LIKE_ROUTES) {
    app.openapi(route, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const { db, clock } = c.get('services');
      const counts = await setCommentLike(db, {
        commentId: id,
        userId: user.id,
        liked,
        now: new Date(clock()),
      });
      if (!counts) throw notFound('Comment');
      return c.json(await answerComment(c, id), 200);
    });
  }
}
