/**
 * Entries of sitemap.xml. Static pages are listed here; each location contributes its landing page and, once the
 * event pages exist, its events (fetch them with getServerClient() per location and map them to
 * `{ url: `${siteUrl}/event/${slug}`, lastModified }`).
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
