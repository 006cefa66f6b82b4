import { LOCATION_LIST } from '@happenings/domain/locations';
import type { MetadataRoute } from 'next';
import { locationSitemapPath } from '@/features/seo/sitemap-xml';
import { getServerEnv } from '@/lib/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getServerEnv();
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/api/', '/account/', '/auth/', '/onboarding', '/__/'] },
    ],
    // The site's pages, then one sitemap per location (its page, see-all pages and events).
    sitemap: [
      `${siteUrl}/sitemap.xml`,
      ...LOCATION_LIST.map((location) => `${siteUrl}${locationSitemapPath(location.slug)}`),
    ],
  };
}
