/**
 * The Location entity (spec §3) and the two spellings of its city values.
 */
import { z } from 'zod';
import { CITY_PARAMS, LOCATION_SLUGS } from './location-values.ts';

export const locationSlugSchema = z.enum(LOCATION_SLUGS);
export type LocationSlug = z.infer<typeof locationSlugSchema>;

export const cityParamSchema = z.enum(CITY_PARAMS);
export type CityParam = z.infer<typeof cityParamSchema>;

const latitudeSchema = z.number().min(-90).max(90);
const longitudeSchema = z.number().min(-180).max(180);

export const latLngSchema = z.object({ lat: latitudeSchema, lng: longitudeSchema });
export type LatLng = z.infer<typeof latLngSchema>;

/** spec §3: each location has a bounding box given by its north-east and south-west corners. */
export const boundingBoxSchema = z.object({ ne: latLngSchema, sw: latLngSchema });
export type BoundingBox = z.infer<typeof boundingBoxSchema>;

export const locationSchema = z.object({
  slug: locationSlugSchema,
  /** Display name: 'Boston'. */
  name: z.string().min(1),
  /** The city value sent as a search/stream query parameter (spec §7 "called with location"). */
  searchParam: cityParamSchema,
  /** Compact label for tight spaces (chips, tabs). */
  shortName: z.string().min(1),
  /** spec §1: Boston is the default location. */
  isDefault: z.boolean(),
  /** Stable key of the location in stored data and analytics (not shown in the spec; ours). */
  identifier: z.string().min(1),
  /** Path of the location page (spec §2 /{location}). */
  landingPage: z.string().startsWith('/'),
  /** spec §1: whether the companion app serves this location. */
  isAppSupported: z.boolean(),
  boundingBox: boundingBoxSchema,
  /** IANA zone of the location's events (spec §4 default America/New_York). */
  timeZone: z.string().min(1),
});
export type Location = z.infer<typeof locationSchema>;
