/**
 * Issue 26 Connect a calendar: a host connects their calendar to the guide by address (https://, webcal://) or by
 * uploading an .ics file; an editor may do it for any host or venue (issue 23 staff roles). Its events become the
 * host's experiences (calendar-import.ts) and a feed is fetched again every hour (jobs/sync-calendars.job.ts).
 *
 * - GET /imports/calendars: the caller's sources (those of the hosts they own and the venues they added; an editor
 *   may name any host or venue), each with its last report and the places proposed for unmatched LOCATIONs.
 * - POST /imports/calendars (a feed) and /imports/calendars/file (an upload): connected and imported at once; the
 *   answer carries the first report. A feed that cannot be fetched or read is not kept (422 names the cause).
 * - GET /imports/calendars/{id}: its reports and imported events with their locks.
 * - POST /imports/calendars/{id}/sync ("Sync now"), /file (a new version of an uploaded file).
 * - PUT /imports/calendars/{id}/events/{eventId}/locks: which fields the calendar may no longer change.
 * - POST /imports/calendars/{id}/places: confirms a proposed place; its events move there.
 * - DELETE /imports/calendars/{id}: disconnects it; the experiences it made stay the host's.
 * Signed-in only (access-policy.ts); who may manage which source is checked here. Limits: CALENDAR_FEEDS_PER_ACCOUNT
 * sources per account, and imports run now per account per hour (import-limits.ts).
 */
import {
  type CalendarSourceRow,
  claimCalendarSource,
  countCalendarSourcesAddedBy,
  createCalendarSource,
  deleteCalendarSource,
  findCalendarSource,
  findImportedEvent,
  forgetCalendarContentHash,
  listAllCalendarSources,
  listCalendarOwnersOf,
  listCalendarRuns,
  listCalendarSources,
  listCalendarSourcesManagedBy,
  listImportedEventsWithExperiences,
  listProposedPlaceLinks,
  setLockedFields,
  settleProposedPlace,
  updateImportedEvent,
} from '@happenings/db/calendar-imports';
import {
  findExperienceById,
  listCategorySlugsByExperience,
  updateExperience,
} from '@happenings/db/experiences';
import { type HostRow, listHostsByIds } from '@happenings/db/hosts';
import { createPlace, findPlaceById, type PlaceRow } from '@happenings/db/places';
import { LOCATIONS } from '@happenings/domain/locations';
import { hasStaffRole } from '@happenings/domain/staff';
import { createRoute } from '@hono/zod-openapi';
import type { App, AppServices, SessionUser } from '../../context.ts';
import { ApiError, conflict, forbidden, invalidField, notFound } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { placeWhere } from './calendar-event-values.ts';
import { storedValues } from './calendar-import.ts';
import { toCalendarRun, toCalendarSources } from './calendar-source.response.ts';
import {
  calendarEventParamsSchema,
  calendarParamsSchema,
  calendarSourceDetailSchema,
  calendarSourceListSchema,
  calendarSourceSchema,
  confirmPlaceBodySchema,
  connectCalendarBodySchema,
  listCalendarsQuerySchema,
  reuploadCalendarBodySchema,
  setLocksBodySchema,
  uploadCalendarBodySchema,
} from './calendar-sources.schemas.ts';
import { CALENDAR_FETCH_TIMEOUT_MS, syncCalendarSource } from './calendar-sync.ts';
import { spendCalendarImport } from './import-limits.ts';
import { FIELD_COLUMNS, fingerprintField } from './imported-fields.ts';

const TAGS = ['Imports'];
const RUNS_SHOWN = 20;
const EVENTS_SHOWN = 500;
/** A run started here holds the lease this long; a fetch ends well before (CALENDAR_FETCH_TIMEOUT_MS). */
const LEASE_MS = CALENDAR_FETCH_TIMEOUT_MS * 10;

const unprocessable = json(
  apiErrorSchema,
  'The calendar could not be used. BAD_SCHEME, PRIVATE_ADDRESS: it may not be fetched; DNS_FAILED, TIMEOUT, ' +
    'TOO_LARGE, TOO_MANY_REDIRECTS, HTTP_STATUS, NETWORK: fetching it failed; NOT_A_CALENDAR: it holds no ' +
    'iCalendar data; FEED_LIMIT: the account has connected as many calendars as it may',
);
const rateLimited = json(apiErrorSchema, 'RATE_LIMITED: too many imports run in an hour (Retry-After)');

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/imports/calendars',
  tags: TAGS,
  summary:
    "The connected calendars of the caller's hosts and venues (or of the one named), with their last report",
  request: { query: listCalendarsQuerySchema },
  responses: { 200: json(calendarSourceListSchema, 'The calendars'), ...errorResponses(400, 401, 403, 404) },
});

const connectRoute = createRoute({
  method: 'post',
  path: '/api/v1/imports/calendars',
  tags: TAGS,
  summary: 'Connect a calendar feed to a host or venue: its events are imported now and kept in sync hourly',
  request: {
    body: { required: true, content: { 'application/json': { schema: connectCalendarBodySchema } } },
  },
  responses: {
    201: json(calendarSourceSchema, 'Connected; lastRun is the first import'),
    ...errorResponses(400, 401, 403, 404, 409),
    422: unprocessable,
    429: rateLimited,
  },
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/api/v1/imports/calendars/file',
  tags: TAGS,
  summary: 'Import an uploaded .ics file into a host or venue (upload it again to update)',
  request: {
    body: { required: true, content: { 'application/json': { schema: uploadCalendarBodySchema } } },
  },
  responses: {
    201: json(calendarSourceSchema, 'Imported; lastRun is the report'),
    ...errorResponses(400, 401, 403, 404),
    422: unprocessable,
    429: rateLimited,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/v1/imports/calendars/{id}',
  tags: TAGS,
  summary: 'A connected calendar with its recent reports and imported events',
  request: { params: calendarParamsSchema },
  responses: { 200: json(calendarSourceDetailSchema, 'The calendar'), ...errorResponses(400, 401, 403, 404) },
});

const syncRoute = createRoute({
  method: 'post',
  path: '/api/v1/imports/calendars/{id}/sync',
  tags: TAGS,
  summary: 'Fetch and import a connected feed now',
  request: { params: calendarParamsSchema },
  responses: {
    200: json(calendarSourceSchema, 'lastRun is the report of this import'),
    ...errorResponses(400, 401, 403, 404, 409),
    429: rateLimited,
  },
});

const reuploadRoute = createRoute({
  method: 'post',
  path: '/api/v1/imports/calendars/{id}/file',
  tags: TAGS,
  summary: 'Import a new version of an uploaded calendar file',
  request: {
    params: calendarParamsSchema,
    body: { required: true, content: { 'application/json': { schema: reuploadCalendarBodySchema } } },
  },
  responses: {
    200: json(calendarSourceSchema, 'lastRun is the report of this import'),
    ...errorResponses(400, 401, 403, 404, 409),
    429: rateLimited,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/v1/imports/calendars/{id}',
  tags: TAGS,
  summary: 'Disconnect a calendar; the experiences it made stay',
  request: { params: calendarParamsSchema },
  responses: { 204: { description: 'Disconnected' }, ...errorResponses(400, 401, 403, 404) },
});

const locksRoute = createRoute({
  method: 'put',
  path: '/api/v1/imports/calendars/{id}/events/{eventId}/locks',
  tags: TAGS,
  summary:
    'Set which fields of an imported event the calendar may no longer change; an unlocked field takes the ' +
    "calendar's value at the next import",
  request: {
    params: calendarEventParamsSchema,
    body: { required: true, content: { 'application/json': { schema: setLocksBodySchema } } },
  },
  responses: { 200: json(calendarSourceDetailSchema, 'The calendar'), ...errorResponses(400, 401, 403, 404) },
});

const confirmPlaceRoute = createRoute({
  method: 'post',
  path: '/api/v1/imports/calendars/{id}/places',
  tags: TAGS,
  summary:
    "Confirm the place proposed for a LOCATION of the calendar: it is created and the location's events move there",
  request: {
    params: calendarParamsSchema,
    body: { required: true, content: { 'application/json': { schema: confirmPlaceBodySchema } } },
  },
  responses: { 200: json(calendarSourceSchema, 'The calendar'), ...errorResponses(400, 401, 403, 404) },
});

const isEditor = (user: SessionUser) => hasStaffRole(user.roles, ['editor']);

interface Owner {
  host: HostRow | null;
  place: PlaceRow | null;
}

/** The host or venue named, if the caller may manage its calendars (its owner, the venue's adder, or an editor). */
async function findOwner(
  services: AppServices,
  user: SessionUser,
  ids: { hostId?: string | null | undefined; placeId?: string | null | undefined },
): Promise<Owner> {
  const { db } = services;
  if (ids.hostId) {
    const host = (await listHostsByIds(db, [ids.hostId])).get(ids.hostId);
    if (!host) throw notFound('Host');
    if (host.ownerId !== user.id && !isEditor(user))
      throw forbidden('Only the host or an editor may do this.');
    return { host, place: null };
  }
  if (ids.placeId) {
    const place = await findPlaceById(db, ids.placeId);
    if (!place) throw notFound('Place');
    if (place.createdById !== user.id && !isEditor(user))
      throw forbidden('Only the venue or an editor may do this.');
    return { host: null, place };
  }
  throw invalidField('body.hostId', 'Give either hostId or placeId');
}

/** The source, if the caller may manage it; 404 to anyone else (another host's calendars are not shown). */
async function findManagedSource(
  services: AppServices,
  user: SessionUser,
  id: string,
): Promise<CalendarSourceRow> {
  const source = await findCalendarSource(services.db, id);
  if (!source) throw notFound('Calendar');
  try {
    await findOwner(services, user, source);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw notFound('Calendar');
    throw error;
  }
  return source;
}

async function checkFeedLimit(services: AppServices, user: SessionUser): Promise<void> {
  const limit = services.config.calendarImports.feedsPerAccount;
  if (isEditor(user)) return;
  if ((await countCalendarSourcesAddedBy(services.db, user.id)) >= limit) {
    throw new ApiError(
      422,
      'FEED_LIMIT',
      `An account may connect at most ${limit} calendars; remove one first.`,
    );
  }
}

/** Runs an import of a source now, holding its lease; 409 while another import of it runs. */
async function runNow(
  services: AppServices,
  source: CalendarSourceRow,
  options: { trigger: 'CONNECT' | 'MANUAL' | 'UPLOAD'; fileText?: string; force?: boolean },
) {
  const now = services.clock();
  const claimed = await claimCalendarSource(services.db, {
    id: source.id,
    now: new Date(now),
    leaseUntil: new Date(now + LEASE_MS),
  });
  if (!claimed)
    throw conflict('This calendar is being imported right now; try again in a minute.', 'IMPORT_RUNNING');
  return syncCalendarSource(services.db, services.config, claimed, { ...options, now: services.clock });
}

async function answerSource(services: AppServices, id: string) {
  const row = await findCalendarSource(services.db, id);
  if (!row) throw notFound('Calendar');
  const [source] = await toCalendarSources(services.db, [row]);
  return validated(calendarSourceSchema, source!);
}

async function answerDetail(services: AppServices, source: CalendarSourceRow) {
  const { db } = services;
  const [summary] = await toCalendarSources(db, [source]);
  const [runs, events] = await Promise.all([
    listCalendarRuns(db, source.id, RUNS_SHOWN),
    listImportedEventsWithExperiences(db, source.id, EVENTS_SHOWN),
  ]);
  return validated(calendarSourceDetailSchema, {
    ...summary!,
    runs: runs.map(toCalendarRun),
    events: events.map(({ link, experience }) => ({
      id: link.id,
      uid: link.uid,
      experience: experience?.id ? { id: experience.id, name: experience.name, slug: experience.slug } : null,
      lockedFields: link.lockedFields,
      removed: link.removedAt !== null,
      location: link.location,
    })),
  });
}

/** The city a new source lists its events in: the one asked for, else the venue's. */
function chooseLocation(owner: Owner, location: string | undefined): string | null {
  if (location) return location;
  const slug = owner.place?.locationSlug ?? null;
  return slug && slug in LOCATIONS ? slug : null;
}

function sourceName(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export function registerCalendarSourcesRoutes(app: App): void {
  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    const services = c.get('services');
    const query = c.req.valid('query');
    let rows: CalendarSourceRow[];
    if (query.hostId || query.placeId) {
      const owner = await findOwner(services, user, query);
      rows = await listCalendarSources(services.db, {
        hostIds: owner.host ? [owner.host.id] : [],
        placeIds: owner.place ? [owner.place.id] : [],
      });
    } else {
      rows = await listCalendarSourcesManagedBy(services.db, user.id);
      if (isEditor(user)) {
        const all = await listAllCalendarSources(services.db, 200);
        const seen = new Set(rows.map((row) => row.id));
        rows = [...rows, ...all.filter((row) => !seen.has(row.id))];
      }
    }
    const [items, owners] = await Promise.all([
      toCalendarSources(services.db, rows),
      listCalendarOwnersOf(services.db, user.id),
    ]);
    return c.json(validated(calendarSourceListSchema, { items, owners, canManageAny: isEditor(user) }), 200);
  });

  app.openapi(connectRoute, async (c) => {
    const user = requireUser(c);
    const services = c.get('services');
    const body = c.req.valid('json');
    const owner = await findOwner(services, user, body);
    await checkFeedLimit(services, user);
    await spendCalendarImport(services, user.id);
    const source = await createCalendarSource(services.db, {
      hostId: owner.host?.id ?? null,
      placeId: owner.place?.id ?? null,
      locationSlug: chooseLocation(owner, body.location),
      kind: 'URL',
      url: body.url,
      fileName: null,
      name: sourceName(body.url),
      addedById: user.id,
      nextRunAt: null,
    });
    if (!source) throw conflict('This calendar is already connected here.', 'ALREADY_CONNECTED');
    const run = await runNow(services, source, { trigger: 'CONNECT' });
    // A first fetch that fails is most likely a wrong address: not kept, the cause is the answer.
    if (run.outcome === 'FAILED') {
      await deleteCalendarSource(services.db, source.id);
      throw new ApiError(
        422,
        run.errorCode ?? 'NOT_A_CALENDAR',
        run.error ?? 'The calendar could not be read.',
      );
    }
    return c.json(await answerSource(services, source.id), 201);
  });

  app.openapi(uploadRoute, async (c) => {
    const user = requireUser(c);
    const services = c.get('services');
    const body = c.req.valid('json');
    const owner = await findOwner(services, user, body);
    await checkFeedLimit(services, user);
    await spendCalendarImport(services, user.id);
    const source = await createCalendarSource(services.db, {
      hostId: owner.host?.id ?? null,
      placeId: owner.place?.id ?? null,
      locationSlug: chooseLocation(owner, body.location),
      kind: 'FILE',
      url: null,
      fileName: body.fileName,
      name: body.fileName.replace(/\.ics$/i, '') || body.fileName,
      addedById: user.id,
      nextRunAt: null,
    });
    if (!source) throw conflict('This calendar is already connected here.', 'ALREADY_CONNECTED');
    const run = await runNow(services, source, { trigger: 'UPLOAD', fileText: body.content });
    if (run.outcome === 'FAILED') {
      await deleteCalendarSource(services.db, source.id);
      throw new ApiError(422, run.errorCode ?? 'NOT_A_CALENDAR', run.error ?? 'The file could not be read.');
    }
    return c.json(await answerSource(services, source.id), 201);
  });

  app.openapi(detailRoute, async (c) => {
    const user = requireUser(c);
    const services = c.get('services');
    const source = await findManagedSource(services, user, c.req.valid('param').id);
    return c.json(await answerDetail(services, source), 200);
  });

  app.openapi(syncRoute, async (c) => {
    const user = requireUser(c);
    const services = c.get('services');
    const source = await findManagedSource(services, user, c.req.valid('param').id);
    if (source.kind !== 'URL')
      throw conflict('An uploaded file is imported again by uploading it again.', 'NOT_A_FEED');
    await spendCalendarImport(services, user.id);
    await runNow(services, source, { trigger: 'MANUAL' });
    return c.json(await answerSource(services, source.id), 200);
  });

  app.openapi(reuploadRoute, async (c) => {
    const user = requireUser(c);
    const services = c.get('services');
    const source = await findManagedSource(services, user, c.req.valid('param').id);
    if (source.kind !== 'FILE') throw conflict('A feed is fetched from its address: use sync.', 'NOT_A_FILE');
    await spendCalendarImport(services, user.id);
    await runNow(services, source, { trigger: 'UPLOAD', fileText: c.req.valid('json').content });
    return c.json(await answerSource(services, source.id), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    const services = c.get('services');
    const source = await findManagedSource(services, user, c.req.valid('param').id);
    await deleteCalendarSource(services.db, source.id);
    return c.body(null, 204);
  });

  app.openapi(locksRoute, async (c) => {
    const user = requireUser(c);
    const services = c.get('services');
    const { id, eventId } = c.req.valid('param');
    const source = await findManagedSource(services, user, id);
    const link = await findImportedEvent(services.db, { sourceId: source.id, id: eventId });
    if (!link) throw notFound('Imported event');
    const wanted = [...new Set(c.req.valid('json').lockedFields)];
    const unlocked = link.lockedFields.filter((field) => !wanted.includes(field));
    const now = new Date(services.clock());
    if (unlocked.length > 0) {
      // An unlocked field takes the calendar's value at the next import: what it holds now counts as the
      // calendar's (not an edit to keep), and the event and the file are read again even if unchanged.
      const row = link.experienceId ? await findExperienceById(services.db, link.experienceId) : null;
      const fingerprints = { ...link.fingerprints };
      if (row) for (const field of unlocked) fingerprints[field] = fingerprintField(row, field);
      await updateImportedEvent(services.db, link.id, { fingerprints, contentHash: '', updatedAt: now });
      // The next import reads the whole file again, even if unchanged.
      await forgetCalendarContentHash(services.db, source.id);
    }
    await setLockedFields(services.db, { id: link.id, lockedFields: wanted, now });
    return c.json(await answerDetail(services, source), 200);
  });

  app.openapi(confirmPlaceRoute, async (c) => {
    const user = requireUser(c);
    const services = c.get('services');
    const { db } = services;
    const source = await findManagedSource(services, user, c.req.valid('param').id);
    const body = c.req.valid('json');
    const links = (await listProposedPlaceLinks(db, source.id)).filter(
      (link) => link.location === body.location,
    );
    if (links.length === 0) throw notFound('Proposed place');
    const place = await createPlace(db, {
      values: {
        name: body.name,
        address: body.address ?? null,
        city: body.city ?? null,
        state: body.state ?? null,
        lat: body.lat ?? null,
        lng: body.lng ?? null,
        locationSlug: source.locationSlug,
      },
      createdById: user.id,
    });
    const now = services.clock();
    for (const link of links) {
      const row = link.experienceId ? await findExperienceById(db, link.experienceId) : null;
      if (row && !link.lockedFields.includes('where')) {
        const where = placeWhere(place, source.locationSlug);
        const values = { ...storedValues(row) };
        for (const column of FIELD_COLUMNS.where)
          (values as Record<string, unknown>)[column] = where.values[column];
        const categories = (await listCategorySlugsByExperience(db, [row.id])).get(row.id) ?? [];
        await updateExperience(db, row.id, { values, categorySlugs: categories, now });
        await updateImportedEvent(db, link.id, {
          fingerprints: { ...link.fingerprints, where: fingerprintField(values, 'where') },
          updatedAt: new Date(now),
        });
      }
    }
    await settleProposedPlace(db, {
      ids: links.map((link) => link.id),
      placeId: place.id,
      now: new Date(now),
    });
    return c.json(await answerSource(services, source.id), 200);
  });
}
