/**
 * Reading the visitor's own events on the server with their cookies (GET /api/v1/experiences/hosted): one page of
 * one section and the count of every section, for "My events".
 */
import 'server-only';
import { getServerClient } from '@/lib/api-server';
import { HOSTED_PAGE_SIZE, type HostedExperience, type HostedSection } from './hosted-sections';

export interface HostedEventsData {
  items: HostedExperience[];
  total: number;
  counts: Record<HostedSection, number>;
}

/** Null when the visitor is not signed in (any more). */
export async function loadHostedEvents(
  section: HostedSection,
  page: number,
): Promise<HostedEventsData | null> {
  const api = await getServerClient();
  const { data, response } = await api.GET('/api/v1/experiences/hosted', {
    params: { query: { section, limit: HOSTED_PAGE_SIZE, offset: (page - 1) * HOSTED_PAGE_SIZE } },
  });
  if (!data) {
    if (response.status === 401) return null;
    throw new Error(`Loading the host's events failed: ${response.status}`);
  }
  const items = data.items.filter((item): item is HostedExperience => item !== null);
  return { items, total: data.total, counts: data.counts };
}
