/**
 * Composes a location's weekly issue from what the product already knows (issue 27), through the discover
 * streams' own queries so the e-mail agrees with the site: this weekend (happening-weekend's window of the issue's
 * week), the editors' picks (editor-picks on the send date), what was first published in the last seven days, the
 * most answered open roundup with its leading recommendations, and the biggest community collection. An item
 * appears once, in the first section that takes it. Every item is copied with its picture, alt text, schedule text
 * as of the send time and its path, so the issue renders and archives without reading the database again.
 */
import type { Database } from '@happenings/db/client';
import {
  listCommunityCollections,
  listExperiencesByIds,
  listExperiencesInWindow,
  listFeatureTaggedExperiences,
  listOpenRoundups,
  listRoundupsByIds,
} from '@happenings/db/discover';
import {
  createComposedNewsletterIssue,
  listCollectionCards,
  listLeadingRecommendations,
  listNewlyPublishedExperienceIds,
  type NewsletterIssueWithItems,
  type NewsletterItemSnapshot,
  type NewsletterSection,
} from '@happenings/db/newsletter';
import { LOCATIONS, type LocationSlug } from '@happenings/domain/locations';
import { currentWeekStart, weekendWindow } from '../discover/week-window.ts';
import { experienceSnapshot, pictureOf, shortSummary } from './newsletter-issue-content.ts';
import type { IssueSlot } from './newsletter-schedule.ts';

/** Items per section: an e-mail read in two minutes, about a dozen things in all. */
export const SECTION_LIMITS = {
  'this-weekend': 5,
  'editor-picks': 4,
  'new-this-week': 4,
  /** The roundup itself, then this many of its recommendations. */
  roundup: 3,
  'community-collection': 1,
} as const satisfies Record<NewsletterSection, number>;

const WEEK_MS = 7 * 24 * 60 * 60_000;
// Asked for more than shown: an item already in an earlier section is skipped.
const OVERFETCH = 4;

async function experienceItems(
  db: Database,
  ids: readonly string[],
  section: NewsletterSection,
  sendAt: Date,
): Promise<NewsletterItemSnapshot[]> {
  const rows = await listExperiencesByIds(db, ids);
  return rows.map(({ row }) => experienceSnapshot(row, section, sendAt));
}

async function roundupItems(
  db: Database,
  locationSlug: string,
  now: Date,
): Promise<NewsletterItemSnapshot[]> {
  const page = await listOpenRoundups(db, { locationSlug, now, limit: 1 });
  const [roundup] = await listRoundupsByIds(
    db,
    page.keys.map((key) => key.id),
  );
  if (!roundup) return [];
  const recommendations = await listLeadingRecommendations(db, {
    roundupId: roundup.id,
    limit: SECTION_LIMITS.roundup,
  });
  return [
    {
      section: 'roundup',
      itemType: 'roundup',
      itemId: roundup.id,
      title: roundup.title,
      summary: shortSummary(
        roundup.description ||
          `${roundup.commentsCount} answers so far: add yours, or see what people recommend.`,
      ),
      scheduleText: '',
      path: `/roundup/${encodeURIComponent(roundup.slug)}`,
      ...pictureOf(roundup.media, roundup.title),
    },
    ...recommendations.map(
      (recommendation): NewsletterItemSnapshot => ({
        section: 'roundup',
        itemType: recommendation.itemType,
        itemId: recommendation.itemId,
        title: recommendation.name,
        summary: shortSummary(`“${recommendation.body}”`),
        scheduleText: '',
        path:
          recommendation.itemType === 'experience' && recommendation.slug
            ? `/event/${encodeURIComponent(recommendation.slug)}`
            : `/place/${encodeURIComponent(recommendation.itemId)}`,
        ...pictureOf(recommendation.media, recommendation.name),
      }),
    ),
  ];
}

async function collectionItems(
  db: Database,
  locationSlug: string,
  now: Date,
): Promise<NewsletterItemSnapshot[]> {
  const page = await listCommunityCollections(db, {
    locationSlug,
    now,
    limit: SECTION_LIMITS['community-collection'],
  });
  const cards = await listCollectionCards(
    db,
    page.keys.map((key) => key.id),
  );
  return cards.map((card) => ({
    section: 'community-collection',
    itemType: 'collection',
    itemId: card.id,
    title: card.name,
    summary: shortSummary(
      card.description || `${card.itemsCount} places and events, gathered by the community.`,
    ),
    scheduleText: '',
    path: `/collection/${encodeURIComponent(card.documentId)}`,
    ...pictureOf(card.image ? [card.image] : [], card.name),
  }));
}

/** Every section's items in order, before an item seen in an earlier section is dropped. */
export async function composeNewsletterItems(
  db: Database,
  options: { slot: IssueSlot; now: Date },
): Promise<NewsletterItemSnapshot[]> {
  const { slot, now } = options;
  const { locationSlug, sendAt, timeZone } = slot;
  const weekend = weekendWindow(currentWeekStart(sendAt.getTime(), timeZone), timeZone);
  const scope = { locationSlug, now: sendAt };
  const [weekendPage, picksPage, newIds, roundup, collection] = await Promise.all([
    listExperiencesInWindow(db, { ...scope, ...weekend, limit: SECTION_LIMITS['this-weekend'] + OVERFETCH }),
    listFeatureTaggedExperiences(db, {
      ...scope,
      tagSlug: 'editor-picks',
      limit: SECTION_LIMITS['editor-picks'] + OVERFETCH,
    }),
    listNewlyPublishedExperienceIds(db, {
      locationSlug,
      since: new Date(now.getTime() - WEEK_MS),
      now,
      limit: SECTION_LIMITS['new-this-week'] + OVERFETCH,
    }),
    roundupItems(db, locationSlug, sendAt),
    collectionItems(db, locationSlug, sendAt),
  ]);
  const [weekendItems, pickItems, newItems] = await Promise.all([
    experienceItems(
      db,
      weekendPage.keys.map((key) => key.id),
      'this-weekend',
      sendAt,
    ),
    experienceItems(
      db,
      picksPage.keys.map((key) => key.id),
      'editor-picks',
      sendAt,
    ),
    experienceItems(db, newIds, 'new-this-week', sendAt),
  ]);
  const seen = new Set<string>();
  const take = (items: NewsletterItemSnapshot[], limit: number) =>
    items
      .filter((item) => {
        const key = `${item.itemType}:${item.itemId}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, limit);
  return [
    ...take(weekendItems, SECTION_LIMITS['this-weekend']),
    ...take(pickItems, SECTION_LIMITS['editor-picks']),
    ...take(newItems, SECTION_LIMITS['new-this-week']),
    ...take(roundup, SECTION_LIMITS.roundup + 1),
    ...take(collection, SECTION_LIMITS['community-collection']),
  ];
}

/** The subject and the intro editors start from. */
export function defaultIssueText(locationSlug: LocationSlug, items: NewsletterItemSnapshot[]) {
  const city = LOCATIONS[locationSlug].name;
  const lead = items.find((item) => item.section === 'this-weekend') ?? items[0];
  const weekendCount = items.filter((item) => item.section === 'this-weekend').length;
  return {
    subject: lead ? `This weekend in ${city}: ${lead.title} and more` : `This week in ${city}`,
    intro: [
      `Here is what’s on in ${city}${weekendCount > 0 ? `: ${weekendCount} plans for the weekend` : ''}, the picks our editors would go to, and what is new on Happenings this week.`,
      'See you out there.',
    ].join('\n\n'),
  };
}

/**
 * Composes the issue of `slot` and stores it as a draft, unless the location already has one on that date (then
 * that one is answered untouched: an editor may have changed it).
 */
export async function composeNewsletterIssue(
  db: Database,
  options: { slot: IssueSlot; now: Date },
): Promise<{ created: boolean; issue: NewsletterIssueWithItems }> {
  const items = await composeNewsletterItems(db, options);
  const { subject, intro } = defaultIssueText(options.slot.locationSlug, items);
  return createComposedNewsletterIssue(db, {
    locationSlug: options.slot.locationSlug,
    issueDate: options.slot.issueDate,
    sendAt: options.slot.sendAt,
    subject,
    intro,
    items,
    now: options.now,
  });
}

/**
 * An item an editor adds (an experience, a roundup or a community collection of the location), copied as
 * composition copies it; null when it does not exist, is not published or belongs to another location.
 */
export async function snapshotNewsletterItem(
  db: Database,
  options: {
    locationSlug: string;
    section: NewsletterSection;
    itemType: 'experience' | 'roundup' | 'collection';
    itemId: string;
    sendAt: Date;
  },
): Promise<NewsletterItemSnapshot | null> {
  const { locationSlug, section, itemId, sendAt } = options;
  if (options.itemType === 'experience') {
    const [found] = await listExperiencesByIds(db, [itemId]);
    const row = found?.row;
    if (row?.publishState !== 'PUBLISHED' || row.locationSlug !== locationSlug) return null;
    return experienceSnapshot(row, section, sendAt);
  }
  if (options.itemType === 'roundup') {
    const [roundup] = await listRoundupsByIds(db, [itemId]);
    if (roundup?.publishState !== 'PUBLISHED' || roundup.locationSlug !== locationSlug) return null;
    return {
      section,
      itemType: 'roundup',
      itemId: roundup.id,
      title: roundup.title,
      summary: shortSummary(roundup.description),
      scheduleText: '',
      path: `/roundup/${encodeURIComponent(roundup.slug)}`,
      ...pictureOf(roundup.media, roundup.title),
    };
  }
  const [card] = await listCollectionCards(db, [itemId]);
  if (!card) return null;
  return {
    section,
    itemType: 'collection',
    itemId: card.id,
    title: card.name,
    summary: shortSummary(card.description),
    scheduleText: '',
    path: `/collection/${encodeURIComponent(card.documentId)}`,
    ...pictureOf(card.image ? [card.image] : [], card.name),
  };
}
