/**
 * The experience shapes the app draws, straight from the API's OpenAPI document (packages/client).
 */
import type { components } from '@happenings/client';

export type Experience = NonNullable<components['schemas']['Experience']>;
export type ExperienceDetail = components['schemas']['ExperienceDetail'];
