/**
 * Building blocks shared by the entity schemas: ids, instants, counts and slugs.
 */
import { z } from 'zod';

/** An absolute moment as ISO 8601 with 'Z' or an offset: '2025-03-09T14:00:00Z'. Stored as timestamptz. */
export const instantSchema = z.iso.datetime({ offset: true });

/** A document or row id: opaque, non-empty. */
export const idSchema = z.string().min(1);

/** A non-negative whole count (interested, likes, replies...). */
export const countSchema = z.int().nonnegative();

/** A URL slug: lower-case words joined by single hyphens ('jazz-night-at-the-esplanade'). */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected lower-case words joined by hyphens');
