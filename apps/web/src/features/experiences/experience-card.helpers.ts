/**
 * Pure helpers of the experience card: the picture's address, the category label, the venue line and how the
 * schedule text is shown. Kept apart from the component so they are unit-tested.
 */
import { buildImageUrl, IMAGE_PRESETS } from '@happenings/domain/media';
import type { ExperienceCardData } from './experience.types';

export const CARD_IMAGE = IMAGE_PRESETS.cardLandscape;

/**
 * The first image of the experience at the card preset (spec §9), WebP, with its alt text (the media item's own,
 * else one made from the name and venue); null when it has none.
 */
export function cardImage(
  experience: Pick<ExperienceCardData, 'media' | 'name' | 'where'>,
): { src: string; alt: string } | null {
  const image = experience.media.find((item) => item.resource_type === 'image');
  if (!image) return null;
  const own = 'alt' in image && typeof image.alt === 'string' ? image.alt.trim() : '';
  const venue = experience.where.name?.trim();
  return {
    src: buildImageUrl(image.secure_url, { baseUrl: '', preset: 'cardLandscape', format: 'webp' }),
    alt: own || (venue ? `${experience.name} at ${venue}` : experience.name),
  };
}

/** Category slugs whose label is not the slug's words. */
const CATEGORY_LABELS: Record<string, string> = { 'food-drink': 'Food & drink' };

/** 'live-music' -> 'Live music'; 'food-drink' -> 'Food & drink'. */
export function categoryLabel(category: string): string {
  const known = CATEGORY_LABELS[category.toLowerCase()];
  if (known) return known;
  const words = category.replace(/[-_]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Royale · Boston' — the venue and where it is; the city alone when the venue is unnamed. */
export function venueLine(where: ExperienceCardData['where']): string {
  const parts = [where.name, where.city].map((part) => part?.trim()).filter(Boolean);
  // A venue named after its city ('Boston', 'Boston') says it once.
  const unique = parts.filter((part, index) => parts.indexOf(part) === index);
  return unique.join(' · ');
}

export type ScheduleTone = 'canceled' | 'tba' | 'default';

/** spec §4: CANCELED and TBA (postponed) are called out. */
export function scheduleTone(experience: Pick<ExperienceCardData, 'schedule' | 'status'>): ScheduleTone {
  if (experience.status === 'CANCELED' || experience.schedule.text === 'CANCELED') return 'canceled';
  if (experience.status === 'POSTPONED' || experience.schedule.text === 'TBA') return 'tba';
  return 'default';
}

/** '1 interested', '1.2k interested'. */
export function interestedLabel(count: number): string {
  if (count >= 1000) {
    const thousands = Math.round(count / 100) / 10;
    return `${thousands}k interested`;
  }
  return `${count} interested`;
}
