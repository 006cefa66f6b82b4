/**
 * From stored rows to what the e-mail shows (issue 27): an item's snapshot as composition copies it (picture with
 * its text alternative, the product's schedule text as of the send time, the site path), a stored issue as the
 * renderer's input, and the personal parts of a batch of recipients.
 */
import type { Database } from '@happenings/db/client';
import { listExperiencesByIds } from '@happenings/db/discover';
import type { ExperienceRow } from '@happenings/db/experiences';
import {
  listNewsletterPersonalPicks,
  NEWSLETTER_SECTIONS,
  type NewsletterIssueItemRow,
  type NewsletterIssueWithItems,
  type NewsletterItemSnapshot,
  type NewsletterSection,
} from '@happenings/db/newsletter';
import type { EventStatus } from '@happenings/domain/enums';
import { getLocation } from '@happenings/domain/locations';
import { buildImageUrl } from '@happenings/domain/media';
import { getScheduleText, NO_SCHEDULE_TEXT } from '@happenings/domain/schedule';
import type { MediaItem } from '@happenings/domain/schemas';
import { toWhen } from '../experiences/experience.response.ts';
import type {
  NewsletterEmailIssue,
  NewsletterEmailItem,
  NewsletterEmailPersonalPart,
} from './newsletter-issue-email.ts';

export const NEWSLETTER_SECTION_TITLES: Record<NewsletterSection, string> = {
  'this-weekend': 'This weekend',
  'editor-picks': 'Editors’ picks',
  'new-this-week': 'New this week',
  roundup: 'The roundup everyone is answering',
  'community-collection': 'A community collection',
};

/** Personal picks per part and recipient. */
export const PERSONAL_PICKS_PER_PART = 3;
const WEEK_MS = 7 * 24 * 60 * 60_000;
const SUMMARY_LENGTH = 160;

/** A line of at most SUMMARY_LENGTH characters, cut at a word. */
export function shortSummary(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= SUMMARY_LENGTH) return flat;
  const cut = flat.slice(0, SUMMARY_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_LENGTH / 2)).trimEnd()}…`;
}

/**
 * The first picture (videos have none an e-mail can show) as spec §9's 600x400 card rendition (the e-mail's column
 * is 552 px wide; the original may be megabytes), in its own format (Outlook shows no WebP), and its text
 * alternative (the uploader's, else the name).
 */
export function pictureOf(media: readonly MediaItem[] | null | undefined, name: string) {
  const image = (media ?? []).find((item) => item.resource_type !== 'video' && item.secure_url);
  return {
    imageUrl: image
      ? buildImageUrl(image.secure_url, { baseUrl: image.secure_url, preset: 'cardLandscape' })
      : null,
    imageAlt: image?.alt?.trim() || name,
  };
}

/** An experience as an issue item, its schedule text as it will read at `sendAt` in the event's zone. */
export function experienceSnapshot(
  row: ExperienceRow,
  section: NewsletterSection,
  sendAt: Date,
): NewsletterItemSnapshot {
  const schedule = getScheduleText({
    when: toWhen(row),
    status: (row.status ?? null) as EventStatus | null,
    rrule: row.rrule,
    now: sendAt.getTime(),
    timeZone: row.timeZone,
  });
  return {
    section,
    itemType: 'experience',
    itemId: row.id,
    title: row.name,
    summary: shortSummary(row.shortDescription),
    scheduleText: schedule.text === NO_SCHEDULE_TEXT ? '' : schedule.text,
    path: `/event/${encodeURIComponent(row.slug)}`,
    ...pictureOf(row.media, row.name),
  };
}

export function toEmailItem(
  item: Pick<NewsletterIssueItemRow, 'title' | 'summary' | 'scheduleText' | 'path' | 'imageUrl' | 'imageAlt'>,
  siteUrl: string,
): NewsletterEmailItem {
  return {
    title: item.title,
    summary: item.summary,
    scheduleText: item.scheduleText,
    url: new URL(item.path, siteUrl).toString(),
    imageUrl: item.imageUrl ? new URL(item.imageUrl, siteUrl).toString() : null,
    imageAlt: item.imageAlt || item.title,
  };
}

/** The issue's public page. */
export function archivePath(locationSlug: string, issueDate: string): string {
  return `/${locationSlug}/newsletter/${issueDate}`;
}

/** A stored issue as the renderer's input (renderNewsletterIssue). */
export function toNewsletterEmailIssue(
  stored: NewsletterIssueWithItems,
  config: { publicUrl: string },
): NewsletterEmailIssue {
  const { issue, items } = stored;
  const siteUrl = config.publicUrl;
  return {
    id: issue.id,
    locationSlug: issue.locationSlug,
    locationName: getLocation(issue.locationSlug)?.name ?? issue.locationSlug,
    issueDate: issue.issueDate,
    subject: issue.subject,
    intro: issue.intro,
    siteUrl,
    archiveUrl: new URL(archivePath(issue.locationSlug, issue.issueDate), siteUrl).toString(),
    sections: NEWSLETTER_SECTIONS.map((key) => ({
      key,
      title: NEWSLETTER_SECTION_TITLES[key],
      items: items.filter((item) => item.section === key).map((item) => toEmailItem(item, siteUrl)),
    })),
  };
}

const peopleYouFollow = (count: number) =>
  count === 1 ? 'Someone you follow is interested' : `${count} people you follow are interested`;

/**
 * For the sender, once per batch: the personal part of each recipient with an account (their user ids), in three
 * statements whatever the batch size (two for the picks, one to read the experiences). Recipients absent from
 * the map get the location's issue alone.
 */
export async function listNewsletterPersonalParts(
  db: Database,
  options: { issue: NewsletterIssueWithItems; userIds: readonly string[]; siteUrl: string },
): Promise<Map<string, NewsletterEmailPersonalPart>> {
  const { issue, items } = options.issue;
  const picks = await listNewsletterPersonalPicks(db, {
    locationSlug: issue.locationSlug,
    userIds: options.userIds,
    from: issue.sendAt,
    to: new Date(issue.sendAt.getTime() + WEEK_MS),
    limit: PERSONAL_PICKS_PER_PART,
    excludeIds: items.filter((item) => item.itemType === 'experience').map((item) => item.itemId),
  });
  const ids = new Set<string>();
  for (const entry of picks.values()) {
    for (const friend of entry.friendsInterested) ids.add(friend.experienceId);
    for (const id of entry.forYou) ids.add(id);
  }
  const experiences = new Map(
    (await listExperiencesByIds(db, [...ids])).map(({ row }) => [
      row.id,
      toEmailItem(experienceSnapshot(row, 'this-weekend', issue.sendAt), options.siteUrl),
    ]),
  );
  const parts = new Map<string, NewsletterEmailPersonalPart>();
  for (const [userId, entry] of picks) {
    const friendsInterested = entry.friendsInterested.flatMap((friend) => {
      const item = experiences.get(friend.experienceId);
      return item ? [{ ...item, note: peopleYouFollow(friend.friendCount) }] : [];
    });
    const forYou = entry.forYou.flatMap((id) => experiences.get(id) ?? []);
    if (friendsInterested.length + forYou.length > 0) parts.set(userId, { friendsInterested, forYou });
  }
  return parts;
}
