import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { instant } from '../columns/timestamps.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';

/**
 * The states of a newsletter issue (issue 27), the one column the composer and the sender agree through:
 *
 *   draft      composed ahead of its send time by the weekly job; editors change it in the back office
 *              (intro, order, items). Nothing is mailed.
 *   scheduled  its send time came (send_at <= now): the content is frozen and it is released to the sender,
 *              which picks `scheduled` issues (claimNewsletterIssueForSending).
 *   sending    the sender claimed it and is mailing it in batches; editors can no longer change it.
 *   sent       every batch is done (markNewsletterIssueSent): it is public in the archive,
 *              /{location}/newsletter/{issue_date}, and in the sitemap.
 *
 * Only forward moves: draft -> scheduled -> sending -> sent. One issue per location and local date.
 */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: idColumn(),
    locationSlug: text('location_slug')
      .notNull()
      .references(() => locations.slug, { onDelete: 'cascade' }),
    /** The local date (in the location's zone) the issue goes out on: its archive address. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    status: text('status').$type<NewsletterIssueStatus>().notNull().default('draft'),
    /** When it is released to the sender: the location's weekly schedule (NEWSLETTER_SCHEDULE) on issue_date. */
    sendAt: instant('send_at').notNull(),
    subject: text('subject').notNull(),
    /** The editors' opening words, plain text (paragraphs split by blank lines). */
    intro: text('intro').notNull(),
    composedAt: instant('composed_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** The editor who last changed it; null while it is as composed. */
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** draft -> scheduled. */
    scheduledAt: instant('scheduled_at'),
    /** scheduled -> sending. */
    sendingAt: instant('sending_at'),
    /** sending -> sent. */
    sentAt: instant('sent_at'),
  },
  (t) => [
    uniqueIndex('newsletter_issues_location_date_idx').on(t.locationSlug, t.issueDate),
    // The release job (draft issues whose time came) and the sender (scheduled issues) read by status.
    index('newsletter_issues_status_send_at_idx').on(t.status, t.sendAt),
    check('newsletter_issues_status_check', sql`${t.status} IN ('draft', 'scheduled', 'sending', 'sent')`),
  ],
);

/**
 * The sections of an issue, in the order they are shown. `friends-interested` and `for-you` are never stored:
 * they are the personal part of one recipient (listNewsletterPersonalParts), rendered after the intro.
 */
export const NEWSLETTER_SECTIONS = [
  'this-weekend',
  'editor-picks',
  'new-this-week',
  'roundup',
  'community-collection',
] as const;
export type NewsletterSection = (typeof NEWSLETTER_SECTIONS)[number];

export const NEWSLETTER_ITEM_TYPES = ['experience', 'place', 'roundup', 'collection'] as const;
export type NewsletterItemType = (typeof NEWSLETTER_ITEM_TYPES)[number];

/**
 * One item of an issue, with what the e-mail shows of it copied at composition (title, picture, schedule text,
 * link), so the issue renders without the database, reads the same in the archive after it went, and a later
 * edit of the event does not change an e-mail already sent. `position` orders items within their section.
 */
export const newsletterIssueItems = pgTable(
  'newsletter_issue_items',
  {
    id: idColumn(),
    issueId: text('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    section: text('section').$type<NewsletterSection>().notNull(),
    position: integer('position').notNull(),
    itemType: text('item_type').$type<NewsletterItemType>().notNull(),
    itemId: text('item_id').notNull(),
    title: text('title').notNull(),
    /** One or two lines under the title (the event's short description, a roundup's question...). */
    summary: text('summary').notNull().default(''),
    /** The product's own schedule text (packages/domain getScheduleText) in the location's zone; '' when none. */
    scheduleText: text('schedule_text').notNull().default(''),
    /** The site path of the item ('/event/jazz-night'), made absolute with campaign parameters when rendered. */
    path: text('path').notNull(),
    /** Absolute address of the picture; null when the item has none. */
    imageUrl: text('image_url'),
    /** The picture's text alternative (the uploader's, else the item's title). */
    imageAlt: text('image_alt').notNull().default(''),
  },
  (t) => [
    uniqueIndex('newsletter_issue_items_item_idx').on(t.issueId, t.itemType, t.itemId),
    index('newsletter_issue_items_order_idx').on(t.issueId, t.section, t.position),
    check(
      'newsletter_issue_items_section_check',
      sql`${t.section} IN ('this-weekend', 'editor-picks', 'new-this-week', 'roundup', 'community-collection')`,
    ),
    check(
      'newsletter_issue_items_type_check',
      sql`${t.itemType} IN ('experience', 'place', 'roundup', 'collection')`,
    ),
  ],
);
