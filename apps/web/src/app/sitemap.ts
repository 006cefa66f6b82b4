/**
 * sitemap.xml: the static pages and each location's landing page. Per-location event sitemaps (issue 4, later)
 * go in src/features/seo/sitemap-entries.ts's `locationSitemapEntries`, which this file already calls.
 */
import type { MetadataRoute } from 'next';
import { locationSitemapEntries, staticSitemapEntries } from '@/features/seo/sitemap-entries';
import { getServerEnv } from '@/lib/env';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = getServerEnv();
  return [...staticSitemapEntries(siteUrl), ...(await locationSitemapEntries(siteUrl))];
}
