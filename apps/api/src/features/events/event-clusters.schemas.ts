/**
 * GET /api/v1/events/clusters: the search's events (the filters of GET /api/v1/search) in a map box, grouped by the
 * server into clusters at the map's zoom.
 */
import { z } from 'zod';
import { searchQuerySchema } from '../search/search.schemas.ts';

/** Clusters of at most this many events name them (the map's popup); bigger ones only count. */
export const CLUSTER_MAX_LISTED = 5;
/** MapLibre's own zoom range. */
export const CLUSTER_MAX_ZOOM = 22;

export const eventClustersQuerySchema = searchQuerySchema
  .pick({ q: true, location: true, start: true, end: true, categories: true })
  .extend({
    xmin: z.coerce.number().min(-180).max(180),
    ymin: z.coerce.number().min(-90).max(90),
    xmax: z.coerce.number().min(-180).max(180),
    ymax: z.coerce.number().min(-90).max(90),
    /** The map's zoom level (fractions allowed). */
    zoom: z.coerce.number().min(0).max(CLUSTER_MAX_ZOOM),
  });
export type EventClustersQuery = z.infer<typeof eventClustersQuerySchema>;

export const clusterMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    /** The venue's name ('Wally's Café'), null when unknown. */
    venue: z.string().nullable(),
    /** The first occurrence in the searched window. */
    startsAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'EventClusterMember' });

export const eventClusterSchema = z
  .object({
    lat: z.number(),
    lng: z.number(),
    count: z.int().min(1),
    /** The events, soonest first, when count <= 5; null for bigger clusters (zoom in to tell them apart). */
    members: z.array(clusterMemberSchema).nullable(),
  })
  .meta({ id: 'EventCluster' });

export const eventClustersSchema = z
  .object({
    /** Every event the search finds, in the box or not: the list's total. */
    total: z.int().min(0),
    /** Events the search finds that have no position (in the list, on no map). */
    unplaced: z.int().min(0),
    /** The clusters inside the box, biggest first; their counts add up to the events in view. */
    clusters: z.array(eventClusterSchema),
  })
  .meta({ id: 'EventClusters' });
