/**
 * The Experience as the API answers it (GET /api/v1/experiences/slug/{slug}, discover streams, events list).
 */
import type { components } from '@happenings/client';

export type Experience = NonNullable<components['schemas']['Experience']>;

/** The fields the card reads, so stream items that carry more (interested connections) fit too. */
export type ExperienceCardData = Pick<
  Experience,
  | 'id'
  | 'name'
  | 'slug'
  | 'interested'
  | 'media'
  | 'where'
  | 'categories'
  | 'isBoosted'
  | 'isRoundup'
  | 'status'
  | 'schedule'
>;
