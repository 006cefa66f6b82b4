/**
 * The stream configuration as a visitor sees it (no cookies): for the sitemap, which has no visitor.
 */
import 'server-only';
import { createHappeningsClient } from '@happenings/client';
import type { LocationSlug } from '@happenings/domain/locations';
import type { DiscoverStream } from '@/features/streams/streams.types';
import { getServerEnv } from '@/lib/env';

export async function loadPublicDiscover(location: LocationSlug): Promise<DiscoverStream[]> {
  const api = createHappeningsClient({ baseUrl: getServerEnv().apiUrl });
  const { data } = await api.GET('/api/v1/discover', { params: { query: { location } }, cache: 'no-store' });
  if (!data) throw new Error('discover unavailable');
  return data.streams;
}
