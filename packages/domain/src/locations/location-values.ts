/**
 * The two spellings of the location values (spec §3), kept apart from location.schema.ts so that code needing only
 * the values (the website's browser bundle) does not load zod.
 */

/** spec §3: location slugs, the spelling used in routes (/{location}) and in the location cookie (spec §4). */
export const LOCATION_SLUGS = ['boston-ma', 'washington-dc'] as const;

/** spec §3: the other list of city values, used as the `searchParam` of a location (same order as the slugs). */
export const CITY_PARAMS = ['boston', 'washington-dc'] as const;
