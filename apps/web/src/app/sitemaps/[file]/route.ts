/**
 * /sitemaps/{location}.xml (issue 4 "sitemap.xml per location"), listed in robots.txt beside /sitemap.xml.
 */
import { getLocation } from '@happenings/domain/locations';
import { locationSitemapUrls } from '@/features/seo/location-sitemap.server';
import { locationOfSitemapFile, renderUrlset } from '@/features/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const slug = locationOfSitemapFile((await params).file);
  const location = slug ? getLocation(slug) : undefined;
  if (!location) return new Response('Not found', { status: 404 });
  const urls = await locationSitemapUrls(location);
  return new Response(renderUrlset(urls), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
