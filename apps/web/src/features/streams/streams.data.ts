/**
 * Reading streams on the server (home, location and see-all pages): the discover configuration with each
 * stream's first page, and one page of a stream. Both forward the visitor's cookies (personal streams).
 */
import 'server-only';
import type { LocationSlug } from '@happenings/domain/locations';
import { getServerClient } from '@/lib/api-server';
import { type DiscoverStream, type StreamPage, streamEndpointName } from './streams.types';

export class StreamsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamsUnavailableError';
  }
}

/**
 * How long the home and location pages wait for the streams. They are part of the page's first response (see
 * location-landing.tsx), so an API that does not answer must not hold the page: past this, the page shows the
 * streams' error state with its retry button.
 */
const DISCOVER_TIMEOUT_MS = 8000;

/**
 * The location's streams in display order; with `items`, each stream's first page. Throws when the API fails or
 * does not answer within DISCOVER_TIMEOUT_MS.
 */
export async function loadDiscover(
  location: LocationSlug,
  options: { items: boolean } = { items: true },
): Promise<DiscoverStream[]> {
  const api = await getServerClient();
  const { data, error, response } = await api.GET('/api/v1/discover', {
    params: { query: { location, ...(options.items ? { include: 'items' as const } : {}) } },
    cache: 'no-store',
    signal: AbortSignal.timeout(DISCOVER_TIMEOUT_MS),
  });
  if (!data || error) throw new StreamsUnavailableError(`discover answered ${response.status}`);
  return data.streams;
}

type StreamPath = '/api/v1/discover/top-picks';

/** One page of a stream. Throws when the API fails (401 for a personal stream signed out). */
export async function loadStreamPage(
  stream: DiscoverStream,
  location: LocationSlug,
  options: { cursor?: string | null; limit: number },
): Promise<StreamPage> {
  const name = streamEndpointName(stream);
  if (!name) throw new StreamsUnavailableError(`stream ${stream.slug} has no discover endpoint`);
  const api = await getServerClient();
  // Every stream has its own typed path; they share the query and the { items, nextCursor } page shape.
  const { data, error, response } = await api.GET(`/api/v1/discover/${name}` as StreamPath, {
    params: {
      query: {
        location,
        limit: options.limit,
        ...(options.cursor ? { cursor: options.cursor } : {}),
      },
    },
    cache: 'no-store',
  });
  if (!data || error) throw new StreamsUnavailableError(`stream ${name} answered ${response.status}`);
  return data as StreamPage;
}
