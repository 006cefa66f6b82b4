/**
 * Reading one place for its page (server side): GET /api/v1/places/{id} with the visitor's cookies, so the
 * follow state is theirs. Once per request (React cache): metadata and page share the call.
 */
import 'server-only';
import type { components } from '@happenings/client';
import { cache } from 'react';
import { getServerClient } from '@/lib/api-server';

export type PlaceDetail = components['schemas']['PlaceDetail'];

/** The place with that id, or null (unknown, or the API unreachable). */
export const findPlace = cache(async (id: string): Promise<PlaceDetail | null> => {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/places/{id}', { params: { path: { id } }, cache: 'no-store' });
    return data ?? null;
  } catch {
    return null;
  }
});
