/**
 * Splitting a list into fixed-size pieces, e.g. to respect the "IN" limit of a document-database query.
 */

/** spec §9: category lookups go in chunks of ten. */
export const CATEGORY_LOOKUP_CHUNK_SIZE = 10;

/**
 * Splits `items` into consecutive arrays of at most `size` items (the last may be shorter). An empty list gives
 * no chunks. Throws 'Invalid chunk size' unless `size` is a positive integer (spec §5).
 */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  // spec §5: chunking requires a chunk size above 0; a fractional size has no meaning either.
  if (!Number.isInteger(size) || size <= 0) throw new Error('Invalid chunk size');
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
