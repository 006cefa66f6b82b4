/**
 * Finding the stream of a see-all URL on the server.
 */
import 'server-only';
import type { LocationSlug } from '@happenings/domain/locations';
import { cache } from 'react';
import { loadDiscover } from './streams.data';
import { type DiscoverStream, findSeeAllStream } from './streams.types';

/** The location's stream configuration without items, once per request (metadata and page share it). */
const loadStreamConfig = cache((location: LocationSlug) => loadDiscover(location, { items: false }));

/** The experience stream `name` (slug or endpoint name) of the location; undefined when there is none. */
export async function findSeeAllStreamFor(
  name: string,
  location: LocationSlug,
): Promise<DiscoverStream | undefined> {
  return findSeeAllStream(await loadStreamConfig(location), decodeURIComponent(name));
}
