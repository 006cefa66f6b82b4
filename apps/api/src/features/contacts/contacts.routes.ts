/**
 * spec §7 Contacts: GET /api/v1/contacts and GET /api/v1/contacts/count, the people of the caller's address book
 * who use Happenings. The address book is what POST /users/sync-contacts stored: hashes only, never a plain
 * e-mail or number (spec §7 sync-contacts), matched against users' e-mail and phone hashes. Each person comes
 * with the spec §3 relationship (follower, following, friend, none) so the app can offer to follow back.
 * Signed-in only: the list is personal. DELETE /api/v1/contacts forgets the synced address book (the person's way to
 * take back the consent they gave when syncing).
 */
import { countContactMatches, deleteContactHashes, listContactMatches } from '@happenings/db/contacts';
import { getRelationships } from '@happenings/db/follows';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../context.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { toAvatarUser } from '../users/user.response.ts';
import { decodeContactCursor, encodeContactCursor } from './contact-cursor.ts';
import { contactMatchPageSchema, contactsCountSchema, contactsQuerySchema } from './contacts.schemas.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/contacts',
  tags: ['Contacts'],
  summary: "People in the caller's synced contacts who use Happenings, with the relationship to each",
  request: { query: contactsQuerySchema },
  responses: { 200: json(contactMatchPageSchema, 'A page'), ...errorResponses(400, 401) },
});

const countRoute = createRoute({
  method: 'get',
  path: '/api/v1/contacts/count',
  tags: ['Contacts'],
  summary: "How many people in the caller's synced contacts use Happenings",
  responses: { 200: json(contactsCountSchema, 'The count'), ...errorResponses(401) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/v1/contacts',
  tags: ['Contacts'],
  summary: "Forget the caller's synced contacts: every stored hash of their address book is removed",
  responses: {
    204: { description: 'Removed (also when there was nothing to remove)' },
    ...errorResponses(401),
  },
});

export function registerContactsRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const caller = requireUser(c);
    const { limit, cursor } = c.req.valid('query');
    const { db, config } = c.get('services');
    const rows = await listContactMatches(db, {
      ownerId: caller.id,
      afterNumericId: decodeContactCursor(cursor),
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const relationships = await getRelationships(
      db,
      caller.id,
      page.map((user) => user.id),
    );
    const last = page.at(-1);
    return c.json(
      validated(contactMatchPageSchema, {
        items: page.map((user) => ({
          user: toAvatarUser(user, config),
          relationship: relationships.get(user.id) ?? 'none',
        })),
        nextCursor: rows.length > limit && last ? encodeContactCursor(last.numericId) : null,
      }),
      200,
    );
  });

  app.openapi(countRoute, async (c) => {
    const caller = requireUser(c);
    const count = await countContactMatches(c.get('services').db, { ownerId: caller.id });
    return c.json(validated(contactsCountSchema, { count }), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const caller = requireUser(c);
    await deleteContactHashes(c.get('services').db, { ownerId: caller.id });
    return c.body(null, 204);
  });
}
