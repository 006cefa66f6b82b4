/**
 * The host pages of sitemap.xml: hosts belong to no location, so they are listed once here rather than in the
 * location sitemaps (GET /api/v1/hosts, a page at a time).
 */
import 'server-only';
import { createHappeningsClient } from '@happenings/client';
import type { MetadataRoute } from 'next';
import { getServerEnv } from '@/lib/env';

/** A bound on the pages read (10,000 hosts): a sitemap holds at most 50,000 URLs. */
const MAX_PAGES = 100;

export async function hostSitemapEntries(siteUrl: string): Promise<MetadataRoute.Sitemap> {
  const api = createHappeningsClient({ baseUrl: getServerEnv().apiUrl });
  const entries: MetadataRoute.Sitemap = [];
  let cursor: string | undefined;
  try {
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const { data } = await api.GET('/api/v1/hosts', {
        params: { query: { limit: 100, ...(cursor ? { cursor } : {}) } },
        cache: 'no-store',
      });
      if (!data) break;
      for (const host of data.items) {
        entries.push({
          url: `${siteUrl}/host/${encodeURIComponent(host.slug)}`,
          lastModified: host.updatedAt,
          changeFrequency: 'weekly',
          priority: 0.5,
        });
      }
      if (!data.nextCursor) break;
      cursor = data.nextCursor;
    }
  } catch {
    // The API unreachable: the sitemap still lists the rest.
  }
  return entries;
}
