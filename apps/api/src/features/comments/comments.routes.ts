/**
 * spec §7 Comments: the threads of experiences, places and crowd-sourced roundups (GET and POST by subject id,
 * and GET /comments naming the subject in the query), a roundup's top recommendations, replies, and — beyond the
 * spec, because users expect it — editing one's own comment (PATCH /comments/{id}).
 *
 * Kinds (spec §3): top-level answers on a roundup are 'recommendation' and may point at an experience or a place;
 * replies to them are 'recommendation-reply'; elsewhere 'comment' and 'comment-reply'. Replies are one level deep:
 * answering a reply joins its parent's conversation. Who may call what is in http/access-policy.ts; threads of a
 * draft are as hidden as the draft (comment-access.ts). Votes and likes are in comment-reactions.routes.ts.
 */
import type { Database } from '@happenings/db/client';
import {
  type CommentSubjectType,
  deleteComment,
  editComment,
  listComments,
  listReplies,
} from '@happenings/db/comments';
import { isItemVisible } from '@happenings/db/interested';
import type { CommentKind, CommentSort } from '@happenings/domain/enums';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { App, AppEnv } from '../../context.ts';
import { invalidField, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { createCommentUnderReview } from '../moderation/new-account-rules.ts';
import {
  isSubjectVisible,
  requireVisibleComment,
  requireVisibleSubject,
  resolveCommentAccess,
  SUBJECT_NAMES,
} from './comment-access.ts';
import { answerComment, answerPage, isRoundupThread, parentCommentsCountOf } from './comment-answers.ts';
import { decodeCommentCursor } from './comment-cursor.ts';
import {
  anyThreadQuerySchema,
  commentCreateBodySchema,
  commentDeletedSchema,
  commentEditBodySchema,
  commentIdParamsSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentResponseSchema,
  type recommendsInputSchema,
  repliesQuerySchema,
  replyBodySchema,
  topQuerySchema,
} from './comments.schemas.ts';
import { spendPostingBudget } from './posting-limit.ts';

const TAGS = ['Comments'];
const bearer = [{ bearer: [] }];
const body = <T extends z.ZodType>(schema: T) => ({ required: true, ...json(schema, 'The comment') });

/** Path segment of each subject (spec §7 "comments by place id, experience id and crowd-sourced-roundup id"). */
const SUBJECT_PATHS: Record<CommentSubjectType, string> = {
  experience: 'experience',
  place: 'place',
  'crowd-sourced-roundup': 'crowd-sourced-roundup',
};

/** spec §3 comment kinds: what a top-level comment and a reply are on each subject. */
const isRoundup = isRoundupThread;
const topLevelKind = (subjectType: string): CommentKind =>
  isRoundup(subjectType) ? 'recommendation' : 'comment';
const replyKind = (subjectType: string): CommentKind =>
  isRoundup(subjectType) ? 'recommendation-reply' : 'comment-reply';

async function answerThread(
  c: Context<AppEnv>,
  subject: { subjectType: CommentSubjectType; subjectId: string },
  query: { sort: CommentSort; limit: number; cursor?: string | undefined },
) {
  const { db } = c.get('services');
  const after = decodeCommentCursor(query.sort, query.cursor);
  const [page, parentCommentsCount] = await Promise.all([
    listComments(db, {
      ...subject,
      sort: query.sort,
      viewerId: c.get('user')?.id,
      limit: query.limit,
      after,
    }),
    parentCommentsCountOf(db, subject.subjectType, subject.subjectId),
  ]);
  return answerPage(c, page, query.sort, parentCommentsCount);
}

/** A recommendation points at a published experience or an existing place; anything else is a 400. */
async function checkRecommends(
  db: Database,
  subjectType: string,
  recommends: z.infer<typeof recommendsInputSchema> | null | undefined,
) {
  if (!recommends) return;
  if (!isRoundup(subjectType)) {
    throw invalidField('body.recommends', 'Only answers to a roundup recommend an experience or a place');
  }
  const exists = await isItemVisible(db, { ...recommends, viewerId: null });
  if (!exists) throw invalidField('body.recommends.itemId', `No such ${recommends.itemType}`);
}

function threadRoutes(subjectType: CommentSubjectType) {
  const path = `/api/v1/comments/${SUBJECT_PATHS[subjectType]}/{id}`;
  const name = SUBJECT_NAMES[subjectType].toLowerCase();
  const list = createRoute({
    method: 'get',
    path,
    tags: TAGS,
    summary: `Top-level comments of a ${name}, newest first or by rank, 20 a page`,
    middleware: [requireVisibleSubject(subjectType)] as const,
    request: { params: commentIdParamsSchema, query: commentListQuerySchema },
    responses: { 200: json(commentPageSchema, 'A page of the thread'), ...errorResponses(400, 404) },
  });
  const post = createRoute({
    method: 'post',
    path,
    tags: TAGS,
    summary: isRoundup(subjectType)
      ? 'Answer a roundup with a recommendation (optionally pointing at an experience or a place)'
      : `Comment on a ${name}`,
    security: bearer,
    middleware: [requireVisibleSubject(subjectType)] as const,
    request: { params: commentIdParamsSchema, body: body(commentCreateBodySchema) },
    responses: {
      201: json(commentResponseSchema, 'Posted'),
      ...errorResponses(400, 401, 404),
      429: json(apiErrorSchema, 'Too many posts; see Retry-After'),
    },
  });
  return { list, post };
}

const anyThreadRoute = createRoute({
  method: 'get',
  path: '/api/v1/comments',
  tags: TAGS,
  summary: 'Top-level comments of the experience, place or roundup named by itemType and itemId',
  request: { query: anyThreadQuerySchema },
  responses: { 200: json(commentPageSchema, 'A page of the thread'), ...errorResponses(400, 404) },
});

const topRoute = createRoute({
  method: 'get',
  path: '/api/v1/comments/crowd-sourced-roundup/{id}/top',
  tags: TAGS,
  summary: "A roundup's top recommendations: ranked by the lower bound of the Wilson interval of their votes",
  middleware: [requireVisibleSubject('crowd-sourced-roundup')] as const,
  request: { params: commentIdParamsSchema, query: topQuerySchema },
  responses: { 200: json(commentPageSchema, 'The best recommendations first'), ...errorResponses(400, 404) },
});

const repliesRoute = createRoute({
  method: 'get',
  path: '/api/v1/comments/{id}/replies',
  tags: TAGS,
  summary: 'Replies to a comment, oldest first, 20 a page',
  middleware: [requireVisibleComment] as const,
  request: { params: commentIdParamsSchema, query: repliesQuerySchema },
  responses: { 200: json(commentPageSchema, 'A page of replies'), ...errorResponses(400, 404) },
});

const replyRoute = createRoute({
  method: 'post',
  path: '/api/v1/comments/comment/{id}',
  tags: TAGS,
  summary: "Reply to a comment (a reply to a reply joins its parent's conversation)",
  security: bearer,
  middleware: [requireVisibleComment] as const,
  request: { params: commentIdParamsSchema, body: body(replyBodySchema) },
  responses: {
    201: json(commentResponseSchema, 'Posted'),
    ...errorResponses(400, 401, 404),
    429: json(apiErrorSchema, 'Too many posts; see Retry-After'),
  },
});

const editRoute = createRoute({
  method: 'patch',
  path: '/api/v1/comments/{id}',
  tags: TAGS,
  summary: "Edit one's own comment (its text, and a recommendation's pointer)",
  security: bearer,
  request: { params: commentIdParamsSchema, body: body(commentEditBodySchema) },
  responses: { 200: json(commentResponseSchema, 'Edited'), ...errorResponses(400, 401, 403, 404) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/v1/comments/{id}',
  tags: TAGS,
  summary: "Delete one's own comment; one with replies stays in the thread as a placeholder",
  security: bearer,
  request: { params: commentIdParamsSchema },
  responses: { 200: json(commentDeletedSchema, 'Deleted'), ...errorResponses(401, 403, 404) },
});

export function registerCommentsRoutes(app: App): void {
  for (const subjectType of ['experience', 'place', 'crowd-sourced-roundup'] as const) {
    const { list, post } = threadRoutes(subjectType);
    app.openapi(list, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await answerThread(c, { subjectType, subjectId: id }, c.req.valid('query')), 200);
    });
    app.openapi(post, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const services = c.get('services');
      await checkRecommends(services.db, subjectType, input.recommends);
      await spendPostingBudget(services, 'comment', user.id);
      const row = await createCommentUnderReview(services, {
        kind: topLevelKind(subjectType),
        subjectType,
        subjectId: id,
        userId: user.id,
        body: input.text,
        recommended: input.recommends ?? null,
      });
      if (!row) throw notFound(SUBJECT_NAMES[subjectType]);
      return c.json(await answerComment(c, row.id), 201);
    });
  }

  app.openapi(anyThreadRoute, async (c) => {
    const query = c.req.valid('query');
    const subject = { subjectType: query.itemType, subjectId: query.itemId };
    if (!(await isSubjectVisible(c.get('services').db, subject, c.get('user')?.id))) {
      throw notFound(SUBJECT_NAMES[query.itemType]);
    }
    return c.json(await answerThread(c, subject, query), 200);
  });

  app.openapi(topRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { limit, cursor } = c.req.valid('query');
    const { db } = c.get('services');
    const subject = { subjectType: 'crowd-sourced-roundup' as const, subjectId: id };
    const [page, parentCommentsCount] = await Promise.all([
      listComments(db, {
        ...subject,
        sort: 'top',
        viewerId: c.get('user')?.id,
        limit,
        after: decodeCommentCursor('top', cursor),
        withoutDeleted: true,
      }),
      parentCommentsCountOf(db, subject.subjectType, id),
    ]);
    return c.json(await answerPage(c, page, 'top', parentCommentsCount), 200);
  });

  app.openapi(repliesRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { limit, cursor } = c.req.valid('query');
    const { db } = c.get('services');
    const page = await listReplies(db, {
      parentId: id,
      viewerId: c.get('user')?.id,
      limit,
      after: decodeCommentCursor('replies', cursor),
    });
    return c.json(await answerPage(c, page, 'replies', undefined), 200);
  });

  app.openapi(replyRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const { text } = c.req.valid('json');
    const services = c.get('services');
    const access = await resolveCommentAccess(services.db, id, user.id);
    // A placeholder takes no new replies; its replies may still be answered (they join its conversation).
    if (!access || access.comment.deletedAt) throw notFound('Comment');
    const { comment: target } = access;
    await spendPostingBudget(services, 'comment', user.id);
    const row = await createCommentUnderReview(services, {
      kind: replyKind(target.subjectType),
      subjectType: target.subjectType as CommentSubjectType,
      subjectId: target.subjectId,
      userId: user.id,
      body: text,
      parentId: target.parentId ?? target.id,
    });
    if (!row) throw notFound('Comment');
    return c.json(await answerComment(c, row.id), 201);
  });

  app.openapi(editRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const { db, clock } = c.get('services');
    const access = await resolveCommentAccess(db, id, requireUser(c).id);
    if (!access) throw notFound('Comment');
    const { comment } = access;
    const isRecommendation = comment.kind === 'recommendation';
    if (input.recommends && !isRecommendation) {
      throw invalidField('body.recommends', 'Only answers to a roundup recommend an experience or a place');
    }
    await checkRecommends(db, comment.subjectType, input.recommends);
    const row = await editComment(db, {
      id,
      body: input.text,
      recommended: isRecommendation ? input.recommends : undefined,
      now: new Date(clock()),
    });
    if (!row) throw notFound('Comment');
    return c.json(await answerComment(c, row.id), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db, clock } = c.get('services');
    const outcome = await deleteComment(db, { id, now: new Date(clock()) });
    if (!outcome) throw notFound('Comment');
    return c.json(validated(commentDeletedSchema, { id, outcome }), 200);
  });
}
