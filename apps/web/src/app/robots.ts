import type { MetadataRoute } from 'next';
import { getServerEnv } from '@/lib/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getServerEnv();
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/api/', '/account/', '/auth/', '/onboarding', '/__/'] },
    ],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
