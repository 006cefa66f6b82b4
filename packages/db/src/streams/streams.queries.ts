import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { streams } from './streams.table.ts';

export type StreamRow = typeof streams.$inferSelect;

/** The enabled streams of a location page, in display order (spec §7 GET /api/v1/discover). */
export function listEnabledStreams(db: Database, locationSlug: string): Promise<StreamRow[]> {
  return db
    .select()
    .from(streams)
    .where(and(eq(streams.locationSlug, locationSlug), eq(streams.isEnabled, true)))
    .orderBy(asc(streams.position), asc(streams.slug));
}
