/**
 * sitemap.xml: the static pages, each location's landing page and every host page. Each location also has its
 * own sitemap (/sitemaps/{location}.xml: see-all pages, events and their places), listed in robots.txt.
 */
import type { MetadataRoute } from 'next';
import { hostSitemapEntries } from '@/features/seo/host-sitemap.server';
import { locationSitemapEntries, staticSitemapEntries } from '@/features/seo/sitemap-entries';
import { getServerEnv } from '@/lib/env';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = getServerEnv();
  return [
    ...staticSitemapEntries(siteUrl),
    ...(await locationSitemapEntries(siteUrl)),
    ...(await hostSitemapEntries(siteUrl)),
  ];
}
