/**
 * Request and response bodies of the newsletter issue calls (issue 27): the editors' work on the coming issue of a
 * location (/api/v1/staff/newsletter/...) and the public archive of sent issues (/api/v1/newsletter/archive/...).
 */
import { locationSlugSchema } from '@happenings/domain/locations';
import { localDateSchema } from '@happenings/domain/schedule';
import { idSchema, instantSchema, textSchema } from '@happenings/domain/schemas';
import { z } from 'zod';

export const NEWSLETTER_SECTION_KEYS = [
  'this-weekend',
  'editor-picks',
  'new-this-week',
  'roundup',
  'community-collection',
] as const;
const sectionSchema = z.enum(NEWSLETTER_SECTION_KEYS);

export const newsletterIssueItemSchema = z
  .object({
    id: z.string(),
    itemType: z.enum(['experience', 'place', 'roundup', 'collection']),
    itemId: z.string(),
    title: z.string(),
    summary: z.string(),
    /** The product's schedule text as of the send time; '' for none. */
    scheduleText: z.string(),
    /** The item's page on the website ('/event/jazz-night'). */
    path: z.string(),
    imageUrl: z.string().nullable(),
    imageAlt: z.string(),
  })
  .meta({ id: 'NewsletterIssueItem' });

export const newsletterIssueSchema = z
  .object({
    id: z.string(),
    location: locationSlugSchema,
    /** The local date it goes out on: its archive page is /{location}/newsletter/{issueDate}. */
    issueDate: z.string(),
    /**
     * draft: editors may change it; scheduled: its send time came and the sender has it; sending; sent: in the
     * archive.
     */
    status: z.enum(['draft', 'scheduled', 'sending', 'sent']),
    sendAt: z.string(),
    sentAt: z.string().nullable(),
    subject: z.string(),
    intro: z.string(),
    updatedAt: z.string(),
    sections: z.array(
      z.object({ key: sectionSchema, title: z.string(), items: z.array(newsletterIssueItemSchema) }),
    ),
  })
  .meta({ id: 'NewsletterIssue' });

export const newsletterIssueSummarySchema = z
  .object({ location: locationSlugSchema, issueDate: z.string(), subject: z.string(), sentAt: z.string() })
  .meta({ id: 'NewsletterIssueSummary' });

export const newsletterArchiveSchema = z
  .object({ location: locationSlugSchema, issues: z.array(newsletterIssueSummarySchema) })
  .meta({ id: 'NewsletterArchive' });

export const locationParamsSchema = z.object({ location: locationSlugSchema });
export const issueParamsSchema = z.object({ id: z.uuid() });
export const issueItemParamsSchema = z.object({ id: z.uuid(), itemId: z.uuid() });
export const archiveIssueParamsSchema = z.object({ location: locationSlugSchema, date: localDateSchema });
export const archiveQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(52),
});

export const updateIssueBodySchema = z
  .object({
    subject: textSchema.trim().min(1).max(150).optional(),
    /** Plain text; blank lines split paragraphs. */
    intro: textSchema.trim().min(1).max(2000).optional(),
    /** A new send time; now or earlier sends it at once. */
    sendAt: instantSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Nothing to change: give subject, intro or sendAt',
  })
  .meta({ id: 'UpdateNewsletterIssueRequest' });

export const addIssueItemBodySchema = z
  .object({
    section: sectionSchema,
    itemType: z.enum(['experience', 'roundup', 'collection']),
    itemId: idSchema.max(200),
  })
  .meta({ id: 'AddNewsletterIssueItemRequest' });

export const moveIssueItemBodySchema = z
  .object({ direction: z.enum(['up', 'down']) })
  .meta({ id: 'MoveNewsletterIssueItemRequest' });

export const newsletterPreviewSchema = z
  .object({ subject: z.string(), html: z.string(), text: z.string() })
  .meta({ id: 'NewsletterPreview' });

export const testSendSchema = z.object({ to: z.string() }).meta({ id: 'NewsletterTestSend' });

export const candidatesQuerySchema = z.object({ q: textSchema.trim().min(2).max(100) });

export const newsletterCandidatesSchema = z
  .object({
    candidates: z.array(
      z.object({
        itemType: z.enum(['experience', 'roundup', 'collection']),
        itemId: z.string(),
        title: z.string(),
      }),
    ),
  })
  .meta({ id: 'NewsletterCandidates' });
