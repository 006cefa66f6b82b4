/**
 * Reading one host for its page (server side): GET /api/v1/hosts/slug/{slug} with the visitor's cookies, so the
 * follow state is theirs. Once per request (React cache): metadata and page share the call.
 */
import 'server-only';
import type { components } from '@happenings/client';
import { cache } from 'react';
import { getServerClient } from '@/lib/api-server';

export type HostDetail = components['schemas']['HostDetail'];

/** The host with that slug, or null (unknown, or the API unreachable). */
export const findHost = cache(async (slug: string): Promise<HostDetail | null> => {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/hosts/slug/{slug}', {
      params: { path: { slug } },
      cache: 'no-store',
    });
    return data ?? null;
  } catch {
    return null;
  }
});
