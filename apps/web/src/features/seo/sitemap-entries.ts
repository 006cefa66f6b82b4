/**
 * Entries of sitemap.xml: the static pages and each location's landing page. Each location's events and see-all
 * pages are in its own sitemap (/sitemaps/{location}.xml, location-sitemap.server.ts), listed in robots.txt.
 */
import { LOCATION_LIST } from '@happenings/domain/locations';
import type { MetadataRoute } from 'next';

const STATIC_PATHS = [
  '/',
  '/about',
  '/newsletter',
  '/careers',
  '/privacy-policy',
  '/terms',
  '/search',
] as const;

export function staticSitemapEntries(siteUrl: string): MetadataRoute.Sitemap {
  return STATIC_PATHS.map((path) => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    changeFrequency: path === '/' || path === '/search' ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : 0.5,
  }));
}

export async function locationSitemapEntries(siteUrl: string): Promise<MetadataRoute.Sitemap> {
  return LOCATION_LIST.map((location) => ({
    url: `${siteUrl}${location.landingPage}`,
    changeFrequency: 'daily' as const,
    priority: location.isDefault ? 0.9 : 0.6,
  }));
}
