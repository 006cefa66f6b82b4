/**
 * The sections of "My events" (/account/events) and how a row's state reads: pure, so they are unit-tested. The
 * API names the sections (GET /api/v1/experiences/hosted); the page's address names them in words.
 */
import type { components } from '@happenings/client';

export type HostedSection = components['schemas']['HostedSection'];
export type HostedExperience = NonNullable<components['schemas']['Experience']>;

export const HOSTED_PAGE_SIZE = 10;

export const SECTIONS: ReadonlyArray<{ section: HostedSection; slug: string; label: string; empty: string }> =
  [
    {
      section: 'DRAFTS',
      slug: 'drafts',
      label: 'Drafts',
      empty: 'No drafts. Events you save without publishing wait here.',
    },
    {
      section: 'IN_REVIEW',
      slug: 'review',
      label: 'Waiting for review',
      empty: 'Nothing waits for an editor.',
    },
    { section: 'UPCOMING', slug: 'upcoming', label: 'Published', empty: 'No published events to come.' },
    { section: 'PAST', slug: 'past', label: 'Past', empty: 'No past events yet.' },
  ];

/** `?tab=review` → IN_REVIEW; anything else → the drafts. */
export function sectionOf(tab: string | string[] | undefined): (typeof SECTIONS)[number] {
  const slug = Array.isArray(tab) ? tab[0] : tab;
  return SECTIONS.find((entry) => entry.slug === slug) ?? SECTIONS[0]!;
}

/** `?page=3` → 3; missing or nonsense → 1. */
export function pageOf(page: string | string[] | undefined): number {
  const value = Number(Array.isArray(page) ? page[0] : page);
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

/** The address of one page of one section. */
export function sectionHref(slug: string, page = 1): string {
  return page > 1 ? `/account/events?tab=${slug}&page=${page}` : `/account/events?tab=${slug}`;
}

export type StateTone = 'draft' | 'review' | 'rejected' | 'published' | 'alert';

/**
 * The badge of a row: where it stands (draft, in review, sent back by an editor, published), and the event
 * status when one is set (spec §3 flags; spec §4: CANCELED is said as it is, POSTPONED as TBA).
 */
export function stateBadges(
  experience: Pick<HostedExperience, 'publishState' | 'status' | 'review'>,
): Array<{ label: string; tone: StateTone }> {
  const badges: Array<{ label: string; tone: StateTone }> = [];
  if (experience.publishState === 'PENDING_REVIEW') badges.push({ label: 'In review', tone: 'review' });
  else if (experience.publishState === 'PUBLISHED') badges.push({ label: 'Published', tone: 'published' });
  else if (experience.review?.state === 'REJECTED') badges.push({ label: 'Not approved', tone: 'rejected' });
  else badges.push({ label: 'Draft', tone: 'draft' });
  if (experience.status === 'CANCELED') badges.push({ label: 'Canceled', tone: 'alert' });
  if (experience.status === 'POSTPONED') badges.push({ label: 'Postponed (TBA)', tone: 'alert' });
  if (experience.status === 'RESCHEDULED') badges.push({ label: 'Rescheduled', tone: 'review' });
  return badges;
}

/** A draft or an event an editor sent back may be submitted for review; one already waiting or published not. */
export function canSubmitForReview(experience: Pick<HostedExperience, 'publishState'>): boolean {
  return experience.publishState === 'NOT_PUBLISHED';
}
