import { buildImageUrl, type ImagePreset } from '@happenings/domain/media';
import type { Experience } from './experience.types.ts';

/** The first image of an experience at a spec §9 preset, with its alt text; null when it has none. */
export function experienceImage(
  experience: Pick<Experience, 'media' | 'name' | 'where'>,
  preset: ImagePreset,
): { uri: string; alt: string } | null {
  const image = experience.media.find((item) => item.resource_type === 'image');
  if (!image) return null;
  const venue = experience.where.name?.trim();
  return {
    uri: buildImageUrl(image.secure_url, { baseUrl: '', preset }),
    alt: image.alt?.trim() || (venue ? `${experience.name} at ${venue}` : experience.name),
  };
}
