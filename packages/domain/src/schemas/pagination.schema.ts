/**
 * Pagination envelopes of list responses, and the query parameters that ask for a page (spec §7: posts and
 * streams use limit + cursor; experiences use limit + offset).
 */
import { z } from 'zod';
import { DEFAULT_EXPERIENCES_LIMIT, MAX_PAGE_LIMIT, STREAM_DEFAULT_LIMIT } from '../constants/limits.ts';
import { countSchema } from './instant.schema.ts';

export { MAX_PAGE_LIMIT };

const limitSchema = z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT);

/** ?limit=&cursor= (query strings: numbers arrive as text). */
export const cursorPageQuerySchema = z.object({
  // spec §7, §9: streams default to 10.
  limit: limitSchema.default(STREAM_DEFAULT_LIMIT),
  cursor: z.string().min(1).optional(),
});
export type CursorPageQuery = z.infer<typeof cursorPageQuerySchema>;

/** ?limit=&offset=. */
export const offsetPageQuerySchema = z.object({
  // spec §9: experiences default to 10.
  limit: limitSchema.default(DEFAULT_EXPERIENCES_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});
export type OffsetPageQuery = z.infer<typeof offsetPageQuerySchema>;

/** `{ items, nextCursor }`: nextCursor is null on the last page. */
export function cursorPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().min(1).nullable() });
}
export type CursorPage<T> = { items: T[]; nextCursor: string | null };

/** `{ items, total, limit, offset }`. */
export function offsetPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: countSchema, limit: z.int().min(1), offset: countSchema });
}
export type OffsetPage<T> = { items: T[]; total: number; limit: number; offset: number };
