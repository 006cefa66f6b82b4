/**
 * One page of a stream from the browser (see-all infinite scroll), with its TanStack Query key.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import { getBrowserClient } from '@/lib/api-browser';
import { SEE_ALL_PAGE_SIZE, type StreamPage } from './streams.types';

export const streamPagesKey = (stream: string, location: LocationSlug, startCursor: string | null) =>
  ['discover', stream, location, 'pages', startCursor ?? 'first'] as const;

type StreamPath = '/api/v1/discover/top-picks';

export async function fetchStreamPage(
  stream: string,
  location: LocationSlug,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<StreamPage> {
  // Every stream has its own typed path; they share the query and the { items, nextCursor } page shape.
  const { data, error, response } = await getBrowserClient().GET(
    `/api/v1/discover/${encodeURIComponent(stream)}` as StreamPath,
    {
      params: { query: { location, limit: SEE_ALL_PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
      ...(signal ? { signal } : {}),
    },
  );
  if (!data || error) throw new Error(`The stream answered ${response.status}`);
  return data as StreamPage;
}
