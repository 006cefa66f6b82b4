/**
 * Issue 26 One event from a page: POST /api/v1/imports/page fetches the event page a member pastes and answers the
 * schema.org Event it publishes as a draft of the editor's fields; the member checks it and saves through the usual
 * experience calls, so nothing is stored here and every rule of the editor still applies.
 *
 * The page is fetched with http/fetch-public-url.ts (no private addresses, size and time limits; the cause of a
 * refusal is named in the 422's code) and read with the domain's extractor. Signed-in only and rate limited per
 * account (import-limits.ts): each call makes the API fetch someone else's server.
 */
import { type EventPageDraft, eventPageDraftSchema, extractEventFromPage } from '@happenings/domain/imports';
import { createRoute } from '@hono/zod-openapi';
import type { App, AppServices } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { fetchPublicUrl, PublicFetchError } from '../../http/fetch-public-url.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { registerCalendarSourcesRoutes } from './calendar-sources.routes.ts';
import { IMPORT_LIMITS, spendPageImport } from './import-limits.ts';
import { importPageBodySchema } from './imports.schemas.ts';

const pageRoute = createRoute({
  method: 'post',
  path: '/api/v1/imports/page',
  tags: ['Imports'],
  summary:
    "Read an event page's schema.org Event (JSON-LD or microdata) into a draft for the event editor; nothing is saved",
  request: { body: { required: true, content: { 'application/json': { schema: importPageBodySchema } } } },
  responses: {
    200: json(eventPageDraftSchema, 'The event the page describes'),
    ...errorResponses(400, 401),
    422: json(
      apiErrorSchema,
      'The page could not be used. NO_EVENT: it publishes no schema.org Event; BAD_SCHEME, PRIVATE_ADDRESS: it may ' +
        'not be fetched; DNS_FAILED, TIMEOUT, TOO_LARGE, TOO_MANY_REDIRECTS, HTTP_STATUS, NETWORK: fetching it failed',
    ),
    429: json(apiErrorSchema, 'RATE_LIMITED: too many pages imported in an hour (Retry-After)'),
  },
});

/** The page's text in the charset its Content-Type names (UTF-8 when none, or one the runtime does not know). */
function decodePage(body: Buffer, contentType: string | null): string {
  const charset = contentType?.match(/charset\s*=\s*"?([\w-]+)/i)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

async function importPage(services: AppServices, url: string): Promise<EventPageDraft> {
  let page: Awaited<ReturnType<typeof fetchPublicUrl>>;
  try {
    page = await fetchPublicUrl(url, {
      allowPrivateAddresses: services.config.importAllowPrivateAddresses,
      maxBytes: IMPORT_LIMITS.pageMaxBytes,
      timeoutMs: IMPORT_LIMITS.pageTimeoutMs,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
    });
  } catch (error) {
    if (error instanceof PublicFetchError) throw new ApiError(422, error.code, error.message);
    throw error;
  }
  // Without a held copy nothing is sent to make a 304 possible; a server answering one anyway sent no page.
  const draft = page.notModified
    ? null
    : extractEventFromPage(decodePage(page.body, page.contentType), page.url);
  if (!draft) {
    throw new ApiError(
      422,
      'NO_EVENT',
      'This page does not describe an event in a way we can read (schema.org Event as JSON-LD or microdata). Fill in the event by hand.',
    );
  }
  return draft;
}

export function registerImportsRoutes(app: App): void {
  app.openapi(pageRoute, async (c) => {
    const caller = requireUser(c);
    const { url } = c.req.valid('json');
    const services = c.get('services');
    await spendPageImport(services, caller.id);
    return c.json(validated(eventPageDraftSchema, await importPage(services, url)), 200);
  });
  registerCalendarSourcesRoutes(app);
}
