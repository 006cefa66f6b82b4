/**
 * A location's sitemap (issue 4 "sitemap.xml per location"): the location page, its newsletter page, the see-all
 * page of each public stream, every published event with an occurrence in the coming year that belongs to the
 * location, the place page of each of those events' venues, and every published roundup of the location, each
 * with its last change.
 */
import 'server-only';
import { createHappeningsClient } from '@happenings/client';
import type { Location } from '@happenings/domain/locations';
import { loadPublicDiscover } from '@/features/seo/public-discover.server';
import { seeAllPath, streamKind } from '@/features/streams/streams.types';
import { getServerEnv } from '@/lib/env';
import { latest, type SitemapUrl } from './sitemap-xml';

const PAGE_SIZE = 100;
/** A bound on the pages read (10,000 experiences): a sitemap holds at most 50,000 URLs. */
const MAX_PAGES = 100;
/** Events with an occurrence in the next this-many days. */
const UPCOMING_DAYS = '365';

export async function locationSitemapUrls(location: Location): Promise<SitemapUrl[]> {
  const { apiUrl, siteUrl } = getServerEnv();
  const api = createHappeningsClient({ baseUrl: apiUrl });

  const events: SitemapUrl[] = [];
  const places = new Map<string, SitemapUrl>();
  let newest: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { data } = await api.GET('/api/v1/experiences', {
      params: { query: { limit: PAGE_SIZE, offset: page * PAGE_SIZE, dateRange: UPCOMING_DAYS } },
      cache: 'no-store',
    });
    if (!data) break;
    for (const experience of data.items) {
      if (experience?.publishState !== 'PUBLISHED' || experience.location !== location.slug) continue;
      const lastmod = experience.updatedAt ?? experience.createdAt;
      newest = latest(newest, lastmod);
      events.push({
        loc: `${siteUrl}/event/${encodeURIComponent(experience.slug)}`,
        ...(lastmod ? { lastmod } : {}),
        changefreq: 'daily',
        priority: 0.7,
      });
      const placeId = experience.where.placeId;
      if (placeId && !places.has(placeId)) {
        places.set(placeId, {
          loc: `${siteUrl}/place/${encodeURIComponent(placeId)}`,
          changefreq: 'weekly',
          priority: 0.5,
        });
      }
    }
    if ((page + 1) * PAGE_SIZE >= data.total || data.items.length === 0) break;
  }

  const streams = (await loadPublicDiscover(location.slug).catch(() => [])).filter(
    (stream) => streamKind(stream) !== null && !stream.requiresAuth,
  );

  const roundups: SitemapUrl[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { data } = await api.GET('/api/v1/crowd-sourced-roundups', {
      params: { query: { location: location.slug, limit: 50, ...(cursor ? { cursor } : {}) } },
      cache: 'no-store',
    });
    if (!data) break;
    for (const roundup of data.items) {
      roundups.push({
        loc: `${siteUrl}/roundup/${encodeURIComponent(roundup.slug)}`,
        lastmod: roundup.updatedAt,
        changefreq: 'daily',
        priority: 0.6,
      });
    }
    if (!data.nextCursor) break;
    cursor = data.nextCursor;
  }

  // Sent newsletter issues (issue 27): each has its own public page.
  const { data: archive } = await api.GET('/api/v1/newsletter/archive/{location}', {
    params: { path: { location: location.slug }, query: { limit: 100 } },
    cache: 'no-store',
  });
  const issues: SitemapUrl[] = (archive?.issues ?? []).map((issue) => ({
    loc: `${siteUrl}/${location.slug}/newsletter/${issue.issueDate}`,
    lastmod: issue.sentAt,
    changefreq: 'yearly',
    priority: 0.4,
  }));

  const pageLastmod = newest ? { lastmod: newest } : {};
  return [
    { loc: `${siteUrl}${location.landingPage}`, ...pageLastmod, changefreq: 'daily', priority: 0.9 },
    { loc: `${siteUrl}/${location.slug}/newsletter`, changefreq: 'monthly', priority: 0.4 },
    ...streams.map((stream) => ({
      loc: `${siteUrl}${seeAllPath(stream, location.slug)}`,
      ...pageLastmod,
      changefreq: 'daily' as const,
      priority: 0.6,
    })),
    ...events,
    ...places.values(),
    ...roundups,
    ...issues,
  ];
}
