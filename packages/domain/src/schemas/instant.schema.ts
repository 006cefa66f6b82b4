/**
 * Building blocks shared by the entity schemas: ids, instants, counts and slugs.
 */
import { z } from 'zod';
import { INSTANT_BOUNDS_MESSAGE, isInstantInBounds } from '../schedule/date-bounds.ts';
import { textSchema } from './text.schema.ts';

/**
 * An absolute moment as ISO 8601 with 'Z' or an offset: '2025-03-09T14:00:00Z', a real date (zod checks the
 * calendar) within the product's bounds (schedule/date-bounds.ts). Stored as timestamptz.
 */
export const instantSchema = z.iso
  .datetime({ offset: true })
  .refine(isInstantInBounds, INSTANT_BOUNDS_MESSAGE);

/** A document or row id: opaque, non-empty, storable. */
export const idSchema = textSchema.min(1);

/** A non-negative whole count (interested, likes, replies...). */
export const countSchema = z.int().nonnegative();

/** A URL slug: lower-case words joined by single hyphens ('jazz-night-at-the-esplanade'). */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected lower-case words joined by hyphens');
