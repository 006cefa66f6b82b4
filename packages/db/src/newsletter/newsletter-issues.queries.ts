/**
 * Newsletter issues (issue 27): composing a location's weekly issue, the editors' changes while it is a draft,
 * its release at the scheduled time, the sender's claim and completion, and the public archive. The states and
 * who moves them are described on the table (newsletter-issues.table.ts).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { queryRows } from '../client/query-rows.ts';
import {
  NEWSLETTER_SECTIONS,
  type NewsletterIssueStatus,
  type NewsletterItemType,
  type NewsletterSection,
  newsletterIssueItems,
  newsletterIssues,
} from './newsletter-issues.table.ts';

export type NewsletterIssueRow = typeof newsletterIssues.$inferSelect;
export type NewsletterIssueItemRow = typeof newsletterIssueItems.$inferSelect;

/** An item as composition copies it (everything but the issue, the id and the position). */
export interface NewsletterItemSnapshot {
  section: NewsletterSection;
  itemType: NewsletterItemType;
  itemId: string;
  title: string;
  summary: string;
  scheduleText: string;
  path: string;
  imageUrl: string | null;
  imageAlt: string;
}

export interface NewsletterIssueWithItems {
  issue: NewsletterIssueRow;
  /** In the order shown: by section (NEWSLETTER_SECTIONS), then position. */
  items: NewsletterIssueItemRow[];
}

const SECTION_ORDER = new Map<string, number>(NEWSLETTER_SECTIONS.map((section, index) => [section, index]));

function inShownOrder(items: NewsletterIssueItemRow[]): NewsletterIssueItemRow[] {
  return [...items].sort(
    (a, b) =>
      (SECTION_ORDER.get(a.section) ?? 99) - (SECTION_ORDER.get(b.section) ?? 99) || a.position - b.position,
  );
}

async function withItems(db: Database, issue: NewsletterIssueRow | undefined) {
  if (!issue) return null;
  const items = await db
    .select()
    .from(newsletterIssueItems)
    .where(eq(newsletterIssueItems.issueId, issue.id))
    .orderBy(asc(newsletterIssueItems.section), asc(newsletterIssueItems.position));
  return { issue, items: inShownOrder(items) };
}

/**
 * Stores a composed issue with its items, unless the location already has an issue on that date (an editor may
 * have changed it: composition never overwrites). `created` says which; either way the stored issue is answered.
 */
export async function createComposedNewsletterIssue(
  db: Database,
  options: {
    locationSlug: string;
    issueDate: string;
    sendAt: Date;
    subject: string;
    intro: string;
    items: readonly NewsletterItemSnapshot[];
    now: Date;
  },
): Promise<{ created: boolean; issue: NewsletterIssueWithItems }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterIssues)
      .values({
        locationSlug: options.locationSlug,
        issueDate: options.issueDate,
        sendAt: options.sendAt,
        subject: options.subject,
        intro: options.intro,
        composedAt: options.now,
        updatedAt: options.now,
      })
      .onConflictDoNothing({ target: [newsletterIssues.locationSlug, newsletterIssues.issueDate] })
      .returning();
    const created = inserted[0];
    if (created) {
      const positions = new Map<string, number>();
      const seen = new Set<string>();
      const rows = options.items.flatMap((item) => {
        // One item appears once in an issue, in the first section that took it.
        const key = `${item.itemType}:${item.itemId}`;
        if (seen.has(key)) return [];
        seen.add(key);
        const position = positions.get(item.section) ?? 0;
        positions.set(item.section, position + 1);
        return [{ ...item, issueId: created.id, position }];
      });
      if (rows.length > 0) await tx.insert(newsletterIssueItems).values(rows);
    }
    const [stored] = await tx
      .select()
      .from(newsletterIssues)
      .where(
        and(
          eq(newsletterIssues.locationSlug, options.locationSlug),
          eq(newsletterIssues.issueDate, options.issueDate),
        ),
      );
    return { created: created !== undefined, issue: (await withItems(tx, stored))! };
  });
}

export async function findNewsletterIssue(
  db: Database,
  id: string,
): Promise<NewsletterIssueWithItems | null> {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return withItems(db, issue);
}

/** The issue of a location on a local date, whatever its state. */
export async function findNewsletterIssueByDate(
  db: Database,
  options: { locationSlug: string; issueDate: string },
): Promise<NewsletterIssueWithItems | null> {
  const [issue] = await db
    .select()
    .from(newsletterIssues)
    .where(
      and(
        eq(newsletterIssues.locationSlug, options.locationSlug),
        eq(newsletterIssues.issueDate, options.issueDate),
      ),
    );
  return withItems(db, issue);
}

/** The location's next issue still a draft (the one editors work on), or null when none is composed yet. */
export async function findComingNewsletterIssue(
  db: Database,
  options: { locationSlug: string },
): Promise<NewsletterIssueWithItems | null> {
  const [issue] = await db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.locationSlug, options.locationSlug), eq(newsletterIssues.status, 'draft')))
    .orderBy(asc(newsletterIssues.sendAt))
    .limit(1);
  return withItems(db, issue);
}

/** Why an editor's change was refused. */
export type NewsletterEditRefusal = 'not-found' | 'not-draft';

/**
 * Runs an editor's change on a draft issue, with the issue row locked so the release (which moves it out of
 * draft) waits for it or goes first; stamps who changed it. A refusal when it is missing or no longer a draft.
 */
async function editDraft<T>(
  db: Database,
  options: { issueId: string; editorId: string; now: Date },
  change: (tx: Database) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; reason: NewsletterEditRefusal | 'item-not-found' }> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ status: NewsletterIssueStatus }>(
      tx,
      sql`SELECT status FROM newsletter_issues WHERE id = ${options.issueId} FOR UPDATE`,
    );
    const row = rows[0];
    if (!row) return { ok: false as const, reason: 'not-found' as const };
    if (row.status !== 'draft') return { ok: false as const, reason: 'not-draft' as const };
    const value = await change(tx);
    if (value === null) return { ok: false as const, reason: 'item-not-found' as const };
    await tx
      .update(newsletterIssues)
      .set({ updatedAt: options.now, updatedBy: options.editorId })
      .where(eq(newsletterIssues.id, options.issueId));
    return { ok: true as const, value };
  });
}

export function updateNewsletterIssueText(
  db: Database,
  options: { issueId: string; editorId: string; now: Date; intro?: string; subject?: string },
) {
  return editDraft(db, options, async (tx) => {
    const set: Partial<NewsletterIssueRow> = {};
    if (options.intro !== undefined) set.intro = options.intro;
    if (options.subject !== undefined) set.subject = options.subject;
    if (Object.keys(set).length > 0)
      await tx.update(newsletterIssues).set(set).where(eq(newsletterIssues.id, options.issueId));
    return true;
  });
}

/**
 * Moves a draft's send time (a holiday week, or now to send it at once). Its date, and so its archive address,
 * stays the one it was composed for.
 */
export function setNewsletterIssueSendTime(
  db: Database,
  options: { issueId: string; editorId: string; now: Date; sendAt: Date },
) {
  return editDraft(db, options, async (tx) => {
    await tx
      .update(newsletterIssues)
      .set({ sendAt: options.sendAt })
      .where(eq(newsletterIssues.id, options.issueId));
    return true;
  });
}

/** Swaps an item with its neighbour in its section (up: towards the top). Moving the first up changes nothing. */
export function moveNewsletterIssueItem(
  db: Database,
  options: { issueId: string; itemId: string; direction: 'up' | 'down'; editorId: string; now: Date },
) {
  return editDraft(db, options, async (tx) => {
    const items = await tx
      .select()
      .from(newsletterIssueItems)
      .where(eq(newsletterIssueItems.issueId, options.issueId));
    const item = items.find((candidate) => candidate.id === options.itemId);
    if (!item) return null;
    const section = items
      .filter((candidate) => candidate.section === item.section)
      .sort((a, b) => a.position - b.position);
    const at = section.indexOf(item);
    const other = section[options.direction === 'up' ? at - 1 : at + 1];
    if (!other) return true;
    await tx
      .update(newsletterIssueItems)
      .set({ position: other.position })
      .where(eq(newsletterIssueItems.id, item.id));
    await tx
      .update(newsletterIssueItems)
      .set({ position: item.position })
      .where(eq(newsletterIssueItems.id, other.id));
    return true;
  });
}

export function removeNewsletterIssueItem(
  db: Database,
  options: { issueId: string; itemId: string; editorId: string; now: Date },
) {
  return editDraft(db, options, async (tx) => {
    const removed = await tx
      .delete(newsletterIssueItems)
      .where(
        and(eq(newsletterIssueItems.issueId, options.issueId), eq(newsletterIssueItems.id, options.itemId)),
      )
      .returning({ id: newsletterIssueItems.id });
    return removed.length > 0 ? true : null;
  });
}

/**
 * Adds an item at the end of its section. `added` is false when the issue already holds it (in any section):
 * an item is shown once.
 */
export function addNewsletterIssueItem(
  db: Database,
  options: { issueId: string; item: NewsletterItemSnapshot; editorId: string; now: Date },
) {
  return editDraft(db, options, async (tx) => {
    const [last] = await queryRows<{ next: number | string }>(
      tx,
      sql`SELECT coalesce(max(position) + 1, 0) AS next FROM newsletter_issue_items
          WHERE issue_id = ${options.issueId} AND section = ${options.item.section}`,
    );
    const inserted = await tx
      .insert(newsletterIssueItems)
      .values({ ...options.item, issueId: options.issueId, position: Number(last?.next ?? 0) })
      .onConflictDoNothing()
      .returning({ id: newsletterIssueItems.id });
    return { added: inserted.length > 0, itemId: inserted[0]?.id ?? null };
  });
}

/**
 * draft -> scheduled for every issue whose send time came (the release job, every minute). Answers the ids
 * released. Idempotent: a second run finds nothing left in draft.
 */
export async function releaseDueNewsletterIssues(db: Database, options: { now: Date }): Promise<string[]> {
  const rows = await db
    .update(newsletterIssues)
    .set({ status: 'scheduled', scheduledAt: options.now })
    .where(and(eq(newsletterIssues.status, 'draft'), lte(newsletterIssues.sendAt, options.now)))
    .returning({ id: newsletterIssues.id });
  return rows.map((row) => row.id);
}

/**
 * For the sender: scheduled -> sending for the earliest scheduled issue, taken by exactly one process however
 * many ask (SKIP LOCKED). Null when no issue waits.
 */
export async function claimNewsletterIssueForSending(
  db: Database,
  options: { now: Date },
): Promise<NewsletterIssueRow | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE newsletter_issues SET status = 'sending', sending_at = ${options.now.toISOString()}::timestamptz
        WHERE id = (SELECT id FROM newsletter_issues WHERE status = 'scheduled'
                    ORDER BY send_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  const id = rows[0]?.id;
  if (!id) return null;
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return issue ?? null;
}

/**
 * For the sender, once every batch is done: sending (or scheduled) -> sent, which publishes the issue in the
 * archive. Idempotent; false when the issue is missing or still a draft.
 */
export async function markNewsletterIssueSent(
  db: Database,
  options: { issueId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(newsletterIssues)
    .set({
      status: 'sent',
      sentAt: sql`coalesce(${newsletterIssues.sentAt}, ${options.now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(newsletterIssues.id, options.issueId),
        inArray(newsletterIssues.status, ['scheduled', 'sending', 'sent']),
      ),
    )
    .returning({ id: newsletterIssues.id });
  return rows.length > 0;
}

/** The public archive of a location: sent issues, newest first. */
export async function listSentNewsletterIssues(
  db: Database,
  options: { locationSlug: string | null; limit: number },
): Promise<NewsletterIssueRow[]> {
  return db
    .select()
    .from(newsletterIssues)
    .where(
      options.locationSlug === null
        ? eq(newsletterIssues.status, 'sent')
        : and(eq(newsletterIssues.status, 'sent'), eq(newsletterIssues.locationSlug, options.locationSlug)),
    )
    .orderBy(sql`${newsletterIssues.issueDate} DESC`)
    .limit(options.limit);
}
