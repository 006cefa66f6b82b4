/**
 * sitemap.xml: the static pages and each location's landing page. Each location also has its own sitemap
 * (/sitemaps/{location}.xml: see-all pages and events), listed in robots.txt.
 */
import type { MetadataRoute } from 'next';
import { locationSitemapEntries, staticSitemapEntries } from '@/features/seo/sitemap-entries';
import { getServerEnv } from '@/lib/env';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = getServerEnv();
  return [...staticSitemapEntries(siteUrl), ...(await locationSitemapEntries(siteUrl))];
}
