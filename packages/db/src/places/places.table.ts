import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from '../columns/id.ts';
import { timestamps } from '../columns/timestamps.ts';
import { locations } from '../locations/locations.table.ts';
import type { MediaItem } from '../media/media-item.ts';
import { users } from '../users/users.table.ts';

/**
 * Places and venues (spec §7 GET/PUT /places, post.venueId, item type 'place'), with coordinates for maps and
 * bounding-box queries.
 */
export const places = pgTable(
  'places',
  {
    id: idColumn(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    locationSlug: text('location_slug').references(() => locations.slug, { onDelete: 'set null' }),
    /** spec §7: the third-party venue lookup returns an id and a name; PUT /places upserts by it. */
    externalSource: text('external_source'),
    externalId: text('external_id'),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('places_external_idx').on(t.externalSource, t.externalId),
    // Bounding boxes: a GiST index on the point answers `point(lng, lat) <@ box(...)` (built in, no PostGIS).
    index('places_point_idx').using('gist', sql`point(${t.lng}, ${t.lat})`),
    index('places_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // spec §7 search (places): full text on the name; to_tsvector with a regconfig is immutable, so indexable.
    index('places_name_search_idx').using('gin', sql`to_tsvector('english'::regconfig, ${t.name})`),
  ],
);
