/**
 * A sitemap's XML (sitemaps.org 0.9) from entries: the per-location sitemaps are route handlers, so they write it
 * themselves.
 */

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** ISO date-time of the last change. */
  lastmod?: string;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority?: number;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
      if (url.lastmod) parts.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
      if (url.changefreq) parts.push(`<changefreq>${url.changefreq}</changefreq>`);
      if (url.priority !== undefined) parts.push(`<priority>${url.priority.toFixed(1)}</priority>`);
      return `<url>${parts.join('')}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** '/sitemaps/boston-ma.xml': where a location's sitemap is served. */
export function locationSitemapPath(slug: string): string {
  return `/sitemaps/${slug}.xml`;
}

/** The location slug of a sitemap file name ('boston-ma.xml' -> 'boston-ma'); null when it is not one. */
export function locationOfSitemapFile(file: string): string | null {
  return /^([a-z0-9-]+)\.xml$/.exec(file)?.[1] ?? null;
}

/** The later of two ISO date-times (either may be missing). */
export function latest(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}
