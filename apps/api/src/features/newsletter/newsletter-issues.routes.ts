/**
 * The newsletter issue (issue 27). Editors work on a location's coming issue before it goes: its subject and intro,
 * the order of its items, removing and adding items (found by name among the location's events, roundups and
 * community collections), its send time; they preview it as the e-mail renders and send a test to their own
 * address through the product's mailer. Only a draft changes: once its send time came (the weekly job, or an
 * editor setting the time to now) it belongs to the sender. Sent issues are public in the archive
 * (/{location}/newsletter/{date} on the website). Who may call what is in http/access-policy.ts (editors).
 */
import type { NewsletterEditRefusal, NewsletterIssueWithItems } from '@happenings/db/newsletter';
import {
  addNewsletterIssueItem,
  findComingNewsletterIssue,
  findNewsletterIssue,
  findNewsletterIssueByDate,
  listSentNewsletterIssues,
  moveNewsletterIssueItem,
  NEWSLETTER_SECTIONS,
  releaseDueNewsletterIssues,
  removeNewsletterIssueItem,
  searchNewsletterCandidates,
  setNewsletterIssueSendTime,
  updateNewsletterIssueText,
} from '@happenings/db/newsletter';
import type { LocationSlug } from '@happenings/domain/locations';
import { createRoute } from '@hono/zod-openapi';
import type { App, AppServices } from '../../context.ts';
import { conflict, notFound, tooManyRequests } from '../../errors/api-error.ts';
import { apiErrorSchema, errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { NEWSLETTER_ISSUES_JOB } from '../../jobs/newsletter-issues.job.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { composeNewsletterIssue, snapshotNewsletterItem } from './compose-newsletter-issue.ts';
import { NEWSLETTER_SECTION_TITLES, toNewsletterEmailIssue } from './newsletter-issue-content.ts';
import { renderNewsletterIssue } from './newsletter-issue-email.ts';
import {
  addIssueItemBodySchema,
  archiveIssueParamsSchema,
  archiveQuerySchema,
  candidatesQuerySchema,
  issueItemParamsSchema,
  issueParamsSchema,
  locationParamsSchema,
  moveIssueItemBodySchema,
  newsletterArchiveSchema,
  newsletterCandidatesSchema,
  newsletterIssueSchema,
  newsletterPreviewSchema,
  testSendSchema,
  updateIssueBodySchema,
} from './newsletter-issues.schemas.ts';
import { nextIssueSlot } from './newsletter-schedule.ts';

/** Test sends per editor per hour: enough to check every change, too few to mail anyone a flood. */
export const TEST_SEND_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 60 * 60_000 };
/** Candidates of each kind answered by a search. */
const CANDIDATES_PER_KIND = 8;

const staff = ['Staff'];
const security = [{ bearer: [] }];

const comingRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/newsletter/locations/{location}/coming',
  tags: staff,
  summary: "A location's coming newsletter issue, composed now if the weekly job has not yet (editor)",
  security,
  request: { params: locationParamsSchema },
  responses: { 200: json(newsletterIssueSchema, 'The coming issue'), ...errorResponses(400, 401, 403, 404) },
});

const issueRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/newsletter/issues/{id}',
  tags: staff,
  summary: 'A newsletter issue in any state (editor)',
  security,
  request: { params: issueParamsSchema },
  responses: { 200: json(newsletterIssueSchema, 'The issue'), ...errorResponses(400, 401, 403, 404) },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/v1/staff/newsletter/issues/{id}',
  tags: staff,
  summary: "Change a draft issue's subject, intro or send time (now or earlier: it goes at once) (editor)",
  security,
  request: {
    params: issueParamsSchema,
    body: { required: true, ...json(updateIssueBodySchema, 'The changes') },
  },
  responses: {
    200: json(newsletterIssueSchema, 'The issue as changed'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const addItemRoute = createRoute({
  method: 'post',
  path: '/api/v1/staff/newsletter/issues/{id}/items',
  tags: staff,
  summary: 'Add an event, roundup or community collection of the location at the end of a section (editor)',
  security,
  request: {
    params: issueParamsSchema,
    body: { required: true, ...json(addIssueItemBodySchema, 'The item') },
  },
  responses: {
    201: json(newsletterIssueSchema, 'The issue with the item'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const removeItemRoute = createRoute({
  method: 'delete',
  path: '/api/v1/staff/newsletter/issues/{id}/items/{itemId}',
  tags: staff,
  summary: 'Remove an item from a draft issue (editor)',
  security,
  request: { params: issueItemParamsSchema },
  responses: {
    200: json(newsletterIssueSchema, 'The issue without the item'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const moveItemRoute = createRoute({
  method: 'post',
  path: '/api/v1/staff/newsletter/issues/{id}/items/{itemId}/move',
  tags: staff,
  summary: 'Move an item up or down within its section (editor)',
  security,
  request: {
    params: issueItemParamsSchema,
    body: { required: true, ...json(moveIssueItemBodySchema, 'Which way') },
  },
  responses: {
    200: json(newsletterIssueSchema, 'The issue in its new order'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const previewRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/newsletter/issues/{id}/preview',
  tags: staff,
  summary: 'The issue as the e-mail renders it: subject, HTML and text parts (editor)',
  security,
  request: { params: issueParamsSchema },
  responses: {
    200: json(newsletterPreviewSchema, 'The rendered e-mail'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const testSendRoute = createRoute({
  method: 'post',
  path: '/api/v1/staff/newsletter/issues/{id}/test-send',
  tags: staff,
  summary: "Mail the issue to the editor's own address, as subscribers will get it (editor)",
  security,
  request: { params: issueParamsSchema },
  responses: {
    202: json(testSendSchema, 'Handed to the mailer'),
    ...errorResponses(400, 401, 403, 404),
    429: json(apiErrorSchema, 'Too many test sends this hour (Retry-After)'),
  },
});

const candidatesRoute = createRoute({
  method: 'get',
  path: '/api/v1/staff/newsletter/locations/{location}/candidates',
  tags: staff,
  summary: 'Events, roundups and community collections of the location whose name holds the words (editor)',
  security,
  request: { params: locationParamsSchema, query: candidatesQuerySchema },
  responses: {
    200: json(newsletterCandidatesSchema, 'What can be added'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const archiveRoute = createRoute({
  method: 'get',
  path: '/api/v1/newsletter/archive/{location}',
  tags: ['Other'],
  summary: "A location's sent newsletter issues, newest first",
  request: { params: locationParamsSchema, query: archiveQuerySchema },
  responses: { 200: json(newsletterArchiveSchema, 'The archive'), ...errorResponses(400) },
});

const archiveIssueRoute = createRoute({
  method: 'get',
  path: '/api/v1/newsletter/archive/{location}/{date}',
  tags: ['Other'],
  summary: 'A sent newsletter issue with its items (the archive page)',
  request: { params: archiveIssueParamsSchema },
  responses: { 200: json(newsletterIssueSchema, 'The issue'), ...errorResponses(400, 404) },
});

export function toNewsletterIssueResponse(stored: NewsletterIssueWithItems) {
  const { issue, items } = stored;
  return validated(newsletterIssueSchema, {
    id: issue.id,
    location: issue.locationSlug as LocationSlug,
    issueDate: issue.issueDate,
    status: issue.status,
    sendAt: issue.sendAt.toISOString(),
    sentAt: issue.sentAt ? issue.sentAt.toISOString() : null,
    subject: issue.subject,
    intro: issue.intro,
    updatedAt: issue.updatedAt.toISOString(),
    sections: NEWSLETTER_SECTIONS.map((key) => ({
      key,
      title: NEWSLETTER_SECTION_TITLES[key],
      items: items
        .filter((item) => item.section === key)
        .map((item) => ({
          id: item.id,
          itemType: item.itemType,
          itemId: item.itemId,
          title: item.title,
          summary: item.summary,
          scheduleText: item.scheduleText,
          path: item.path,
          imageUrl: item.imageUrl,
          imageAlt: item.imageAlt,
        })),
    })),
  });
}

async function requireIssue(services: AppServices, id: string): Promise<NewsletterIssueWithItems> {
  const stored = await findNewsletterIssue(services.db, id);
  if (!stored) throw notFound('Newsletter issue');
  return stored;
}

/** An editor's change answered: the issue as it now is, or why not. */
async function answerEdit(
  services: AppServices,
  id: string,
  result: { ok: true } | { ok: false; reason: NewsletterEditRefusal | 'item-not-found' },
) {
  if (!result.ok) {
    if (result.reason === 'not-found') throw notFound('Newsletter issue');
    if (result.reason === 'item-not-found') throw notFound('Newsletter issue item');
    throw conflict(
      'This issue is no longer a draft: its send time came and it belongs to the sender.',
      'NOT_DRAFT',
    );
  }
  return toNewsletterIssueResponse(await requireIssue(services, id));
}

export function registerNewsletterIssuesRoutes(app: App): void {
  app.openapi(comingRoute, async (c) => {
    const { location } = c.req.valid('param');
    const services = c.get('services');
    const coming = await findComingNewsletterIssue(services.db, { locationSlug: location });
    if (coming) return c.json(toNewsletterIssueResponse(coming), 200);
    // Before the weekly job composed it (more than three days ahead): composed now, as the job would.
    const now = services.clock();
    const slot = nextIssueSlot(services.config.newsletterSchedule, location, now);
    const stored =
      (await findNewsletterIssueByDate(services.db, { locationSlug: location, issueDate: slot.issueDate })) ??
      (await composeNewsletterIssue(services.db, { slot, now: new Date(now) })).issue;
    if (stored.issue.status !== 'draft') throw notFound('Coming newsletter issue');
    return c.json(toNewsletterIssueResponse(stored), 200);
  });

  app.openapi(issueRoute, async (c) => {
    const stored = await requireIssue(c.get('services'), c.req.valid('param').id);
    return c.json(toNewsletterIssueResponse(stored), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const editor = requireUser(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const services = c.get('services');
    const now = new Date(services.clock());
    const base = { issueId: id, editorId: editor.id, now };
    let result = await updateNewsletterIssueText(services.db, { ...base, ...body });
    if (result.ok && body.sendAt) {
      const sendAt = new Date(body.sendAt);
      result = await setNewsletterIssueSendTime(services.db, { ...base, sendAt });
      if (result.ok && sendAt <= now) await releaseDueNewsletterIssues(services.db, { now });
      else if (result.ok && services.jobs) {
        // The weekly job's minute ticks would release it too; this tick makes it go on the minute it was set to.
        await services.jobs.sendJobWithin(
          services.db,
          NEWSLETTER_ISSUES_JOB,
          {},
          {
            startAfter: sendAt,
            singletonKey: `issue-${id}-${sendAt.getTime()}`,
          },
        );
      }
    }
    return c.json(await answerEdit(services, id, result), 200);
  });

  app.openapi(addItemRoute, async (c) => {
    const editor = requireUser(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const services = c.get('services');
    const { issue } = await requireIssue(services, id);
    const item = await snapshotNewsletterItem(services.db, {
      locationSlug: issue.locationSlug,
      section: body.section,
      itemType: body.itemType,
      itemId: body.itemId,
      sendAt: issue.sendAt,
    });
    if (!item) throw notFound(`Published ${body.itemType} of this location`);
    const result = await addNewsletterIssueItem(services.db, {
      issueId: id,
      item,
      editorId: editor.id,
      now: new Date(services.clock()),
    });
    if (result.ok && !result.value.added)
      throw conflict('This item is already in the issue.', 'ALREADY_IN_ISSUE');
    return c.json(await answerEdit(services, id, result), 201);
  });

  app.openapi(removeItemRoute, async (c) => {
    const editor = requireUser(c);
    const { id, itemId } = c.req.valid('param');
    const services = c.get('services');
    const result = await removeNewsletterIssueItem(services.db, {
      issueId: id,
      itemId,
      editorId: editor.id,
      now: new Date(services.clock()),
    });
    return c.json(await answerEdit(services, id, result), 200);
  });

  app.openapi(moveItemRoute, async (c) => {
    const editor = requireUser(c);
    const { id, itemId } = c.req.valid('param');
    const { direction } = c.req.valid('json');
    const services = c.get('services');
    const result = await moveNewsletterIssueItem(services.db, {
      issueId: id,
      itemId,
      direction,
      editorId: editor.id,
      now: new Date(services.clock()),
    });
    return c.json(await answerEdit(services, id, result), 200);
  });

  app.openapi(previewRoute, async (c) => {
    const services = c.get('services');
    const stored = await requireIssue(services, c.req.valid('param').id);
    const rendered = await renderNewsletterIssue(toNewsletterEmailIssue(stored, services.config));
    return c.json(validated(newsletterPreviewSchema, rendered), 200);
  });

  app.openapi(testSendRoute, async (c) => {
    const editor = requireUser(c);
    const services = c.get('services');
    const stored = await requireIssue(services, c.req.valid('param').id);
    const decision = await services.rateLimiter.consume(
      `newsletter-test-send:${editor.id}`,
      TEST_SEND_RATE_LIMIT,
    );
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
    const rendered = await renderNewsletterIssue(toNewsletterEmailIssue(stored, services.config));
    await services.mailer.send({
      to: editor.email,
      subject: `[Test] ${rendered.subject}`,
      html: rendered.html,
      text: rendered.text,
    });
    return c.json(validated(testSendSchema, { to: editor.email }), 202);
  });

  app.openapi(candidatesRoute, async (c) => {
    const { location } = c.req.valid('param');
    const { q } = c.req.valid('query');
    const services = c.get('services');
    const candidates = await searchNewsletterCandidates(services.db, {
      locationSlug: location,
      query: q,
      now: new Date(services.clock()),
      limit: CANDIDATES_PER_KIND,
    });
    return c.json(validated(newsletterCandidatesSchema, { candidates }), 200);
  });

  app.openapi(archiveRoute, async (c) => {
    const { location } = c.req.valid('param');
    const { limit } = c.req.valid('query');
    const issues = await listSentNewsletterIssues(c.get('services').db, { locationSlug: location, limit });
    return c.json(
      validated(newsletterArchiveSchema, {
        location,
        issues: issues.map((issue) => ({
          location,
          issueDate: issue.issueDate,
          subject: issue.subject,
          sentAt: (issue.sentAt ?? issue.sendAt).toISOString(),
        })),
      }),
      200,
    );
  });

  app.openapi(archiveIssueRoute, async (c) => {
    const { location, date } = c.req.valid('param');
    const stored = await findNewsletterIssueByDate(c.get('services').db, {
      locationSlug: location,
      issueDate: date,
    });
    // Only what went out is public: a draft or an issue still being sent is not in the archive yet.
    if (stored?.issue.status !== 'sent') throw notFound('Newsletter issue');
    return c.json(toNewsletterIssueResponse(stored), 200);
  });
}
