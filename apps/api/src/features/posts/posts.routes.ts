/**
 * spec §3 Post, §7 GET /api/v1/posts (limit, cursor): photo and video posts about an experience or a place.
 * - GET /posts: everyone's posts newest first, or those of one experience or one place (their pages' lists); an
 *   anonymous read (spec §6). A draft or hidden experience's list is a 404, as its page is.
 * - POST /posts: one photo or video from the signed upload flow, an optional caption, about exactly one
 *   published experience or one place; limited like comments (posting-limit.ts), more strictly for new accounts,
 *   whose captions carrying a link wait for a moderator (issue 23).
 * - GET /posts/{id}: the post page; 404 while it is hidden from the caller (a moderated post but to its author,
 *   who reads why on it).
 * - DELETE /posts/{id}: its author's (access-policy.ts); moderators remove through the back office.
 * Who may call what is in http/access-policy.ts; visibility is the one of interested/item-visibility, which
 * already leaves out what moderation keeps from the caller.
 */
import type { Database } from '@happenings/db/client';
import { isItemVisible } from '@happenings/db/interested';
import { deletePost, findPost, listPosts } from '@happenings/db/posts';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { invalidField, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { isPlausibleId } from '../../http/plausible-id.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { spendPostingBudget } from '../comments/posting-limit.ts';
import { isOwnMediaUrl } from '../media/own-media-url.ts';
import { postPageSchema, postResponseSchema, toPostAnswer, toPostResponses } from './post.response.ts';
import { createPostUnderReview } from './post-writes.ts';
import {
  postCreateBodySchema,
  postDeletedSchema,
  postIdParamsSchema,
  postListQuerySchema,
} from './posts.schemas.ts';

const TAGS = ['Other'];
const bearer = [{ bearer: [] }];

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/posts',
  tags: TAGS,
  summary:
    'Posts, newest first, with author, media, interested count and experience/venue links; everyone’s, or those about one experience (experienceId) or one place (venueId)',
  request: { query: postListQuerySchema },
  responses: { 200: json(postPageSchema, 'A page of posts'), ...errorResponses(400, 404) },
});

const createPostRoute = createRoute({
  method: 'post',
  path: '/api/v1/posts',
  tags: TAGS,
  summary: 'Post a photo or a video (uploaded first) about a published experience or a place, with a caption',
  security: bearer,
  request: { body: { required: true, ...json(postCreateBodySchema, 'The post') } },
  responses: {
    201: json(postResponseSchema, 'Posted'),
    ...errorResponses(400, 401, 404),
    429: json(apiErrorSchema, 'Too many posts; see Retry-After'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/v1/posts/{id}',
  tags: TAGS,
  summary: 'One post (its page); 404 while it is hidden from the caller',
  request: { params: postIdParamsSchema },
  responses: { 200: json(postResponseSchema, 'The post'), ...errorResponses(400, 404) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/v1/posts/{id}',
  tags: TAGS,
  summary: "Delete one's own post",
  security: bearer,
  request: { params: postIdParamsSchema },
  responses: { 200: json(postDeletedSchema, 'Deleted'), ...errorResponses(401, 403, 404) },
});

/** What a list or a new post is about must be in view: a draft or hidden experience answers 404. */
async function requireVisibleSubject(
  db: Database,
  subject: { experienceId?: string | null | undefined; venueId?: string | null | undefined },
  viewerId: string | null,
): Promise<void> {
  if (subject.experienceId) {
    const { experienceId: itemId } = subject;
    if (!isPlausibleId(itemId) || !(await isItemVisible(db, { itemType: 'experience', itemId, viewerId }))) {
      throw notFound('Experience');
    }
  }
  if (subject.venueId) {
    const { venueId: itemId } = subject;
    if (!isPlausibleId(itemId) || !(await isItemVisible(db, { itemType: 'place', itemId, viewerId }))) {
      throw notFound('Place');
    }
  }
}

export function registerPostsRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const { limit, cursor, experienceId, venueId } = c.req.valid('query');
    const { db, config } = c.get('services');
    const viewerId = c.get('user')?.id;
    const after = decodeCursor(cursor);
    await requireVisibleSubject(db, { experienceId, venueId }, viewerId ?? null);
    const page = await listPosts(db, { viewerId, experienceId, venueId, limit, cursor: after });
    return c.json(
      validated(postPageSchema, {
        items: await toPostResponses(db, page.rows, { config, viewerId }),
        nextCursor: encodeCursor(page.next),
      }),
      200,
    );
  });

  app.openapi(createPostRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const services = c.get('services');
    const { db, config } = services;
    // Shown as pictures and players: only what our media server serves (own-media-url.ts).
    if (!isOwnMediaUrl(body.media[0]!.secure_url, config)) {
      throw invalidField(
        'body.media.0.secure_url',
        'Must be an address of our media server: upload the file with POST /api/v1/media/upload.',
      );
    }
    // Posts are public: what they are about must be public too, the poster's own drafts included.
    await requireVisibleSubject(db, body, null);
    await spendPostingBudget(services, 'post', user.id);
    const id = await createPostUnderReview(services, {
      userId: user.id,
      body: body.caption?.trim() ? body.caption : null,
      media: body.media,
      experienceId: body.experienceId ?? null,
      venueId: body.venueId ?? null,
    });
    const row = await findPost(db, { id, viewerId: user.id });
    if (!row) throw notFound('Post');
    const answer = await toPostAnswer(db, row, { config, viewerId: user.id });
    return c.json(validated(postResponseSchema, answer), 201);
  });

  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db, config } = c.get('services');
    const viewerId = c.get('user')?.id;
    const row = isPlausibleId(id) ? await findPost(db, { id, viewerId }) : null;
    if (!row) throw notFound('Post');
    const answer = await toPostAnswer(db, row, { config, viewerId });
    return c.json(validated(postResponseSchema, answer), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.get('services');
    // The access guard let only the author through (post-roles.ts).
    if (!(await deletePost(db, id))) throw notFound('Post');
    return c.json(validated(postDeletedSchema, { id, deleted: true as const }), 200);
  });
}
