import { type SQL, sql } from 'drizzle-orm';
import { locations } from '../locations/locations.table.ts';

/**
 * Locks a location's row for the rest of the transaction: the curation lists of a location (featured categories,
 * the order of its search recommendations) are saved one editor after the other, each save whole.
 */
export function lockLocation(locationSlug: string): SQL {
  return sql`SELECT 1 FROM ${locations} WHERE ${locations.slug} = ${locationSlug} FOR UPDATE`;
}
