/**
 * Whether a path's id could name anything: the first check of every resolver of what a caller is to a resource
 * (resource-roles.ts and the features' own resolvers), before the database is asked.
 */

/** Ids are short printable text; anything else names nothing (and never reaches the database). */
export const isPlausibleId = (id: string | undefined): id is string =>
  !!id && id.length <= 200 && [...id].every((ch) => ch >= ' ');
