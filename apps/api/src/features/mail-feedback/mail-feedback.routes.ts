/**
 * Issue 27 "bounces and complaints reported to an endpoint suppress the address": POST /api/v1/mail/feedback, for
 * the mail provider's webhook or a script that reads the bounce mailbox, authenticated with
 * `Authorization: Bearer <MAIL_FEEDBACK_SECRET>` (404 while no secret is configured, so it is not there at all).
 * It takes either JSON events or the text of a report as mail carries it: a DSN (RFC 3464), an ARF abuse report
 * (RFC 5965) or a message to the List-Unsubscribe mailto. docs/newsletter-sending.md documents both payloads.
 * Permanent bounces and complaints suppress the address for all bulk mail (mail_suppressions); a mailto
 * unsubscribe ends the one subscription its token names, as the https one-click does.
 */
import { timingSafeEqual } from 'node:crypto';
import { suppressAddresses } from '@happenings/db/mail-delivery';
import { unsubscribeNewsletterSubscription } from '@happenings/db/newsletter';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App, AppServices } from '../../context.ts';
import { ApiError, badRequest, notFound } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { readNewsletterToken } from '../newsletter/newsletter-links.ts';
import { type FeedbackEvent, readFeedbackText } from './delivery-report.ts';
import { mailFeedbackBodySchema, mailFeedbackResultSchema } from './mail-feedback.schemas.ts';

/** A report larger than this is not a DSN or an ARF report (they quote headers, not whole messages). */
const MAX_TEXT_BYTES = 1_000_000;
const TEXT_TYPES = ['text/plain', 'message/rfc822', 'multipart/report'] as const;

const feedbackRoute = createRoute({
  method: 'post',
  path: '/api/v1/mail/feedback',
  tags: ['Other'],
  summary:
    'Report bounces, complaints and mailto unsubscribes (the mail provider; bearer MAIL_FEEDBACK_SECRET)',
  request: {
    body: {
      // Not required: with it, zod-openapi checks every body against the JSON schema, the text reports included.
      required: false,
      content: {
        'application/json': { schema: mailFeedbackBodySchema },
        ...Object.fromEntries(TEXT_TYPES.map((type) => [type, { schema: z.string() }])),
      },
    },
  },
  responses: {
    200: json(mailFeedbackResultSchema, 'What the report changed'),
    ...errorResponses(400, 401, 404),
  },
});

function checkSecret(services: AppServices, header: string | undefined): void {
  const secret = services.config.mail.feedbackSecret;
  if (!secret) throw notFound('Route');
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(401, 'UNAUTHENTICATED', 'A valid feedback secret is required.');
  }
}

type JsonEvent = z.output<typeof mailFeedbackBodySchema>['events'][number];

/** JSON events as the text reader's, transient bounces left out. */
const fromJson = (events: JsonEvent[]): { events: FeedbackEvent[]; ignored: number } => {
  const kept = events.flatMap((event): FeedbackEvent[] => {
    if (event.type === 'unsubscribe') return [event];
    if (event.type === 'bounce' && event.bounceType === 'transient') return [];
    return [
      {
        type: event.type,
        email: event.email.toLowerCase(),
        detail: event.detail ?? `reported ${event.type}`,
      },
    ];
  });
  return { events: kept, ignored: events.length - kept.length };
};

/** Applies reported events: suppressions in one statement per reason, unsubscribes one by one. */
export async function applyFeedback(
  services: Pick<AppServices, 'db' | 'config' | 'clock'>,
  events: FeedbackEvent[],
): Promise<{ suppressed: number; unsubscribed: number; ignored: number }> {
  const now = new Date(services.clock());
  let suppressed = 0;
  let unsubscribed = 0;
  let ignored = 0;
  for (const reason of ['bounce', 'complaint'] as const) {
    const ofReason = events.filter((event) => event.type === reason);
    const emails = ofReason.map((event) => ('email' in event ? event.email : ''));
    const detail = ofReason[0] && 'detail' in ofReason[0] ? ofReason[0].detail : null;
    const added = await suppressAddresses(services.db, { emails, reason, detail, now });
    suppressed += added;
    ignored += ofReason.length - added;
  }
  for (const event of events) {
    if (event.type !== 'unsubscribe') continue;
    const read = readNewsletterToken(services.config.authSecret, 'unsubscribe', event.token, now.getTime());
    const left = read.ok
      ? await unsubscribeNewsletterSubscription(services.db, { id: read.subscriptionId, now })
      : null;
    if (left) unsubscribed += 1;
    else ignored += 1;
  }
  return { suppressed, unsubscribed, ignored };
}

export function registerMailFeedbackRoutes(app: App): void {
  app.openapi(feedbackRoute, async (c) => {
    const services = c.get('services');
    checkSecret(services, c.req.header('authorization'));
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    let parsed: { events: FeedbackEvent[]; ignored: number };
    if (type === 'application/json') {
      parsed = fromJson(c.req.valid('json').events);
    } else if ((TEXT_TYPES as readonly string[]).includes(type)) {
      const text = await c.req.text();
      if (Buffer.byteLength(text) > MAX_TEXT_BYTES) {
        throw badRequest('The report is too large.', [
          { field: 'body', message: `At most ${MAX_TEXT_BYTES} bytes.` },
        ]);
      }
      parsed = { events: readFeedbackText(text), ignored: 0 };
    } else {
      throw badRequest('Send JSON events or the text of a report.', [
        { field: 'header.content-type', message: `Expected application/json or ${TEXT_TYPES.join(', ')}.` },
      ]);
    }
    const result = await applyFeedback(services, parsed.events);
    return c.json(
      validated(mailFeedbackResultSchema, { ...result, ignored: result.ignored + parsed.ignored }),
      200,
    );
  });
}
