import { describe, expect, it } from 'vitest';
import { latest, locationOfSitemapFile, locationSitemapPath, renderUrlset } from './sitemap-xml';

describe('sitemap xml', () => {
  it('writes a urlset with escaped locations and lastmod', () => {
    const xml = renderUrlset([
      {
        loc: 'https://h.example/event/a&b',
        lastmod: '2026-11-20T10:00:00.000Z',
        changefreq: 'daily',
        priority: 0.7,
      },
      { loc: 'https://h.example/boston-ma' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://h.example/event/a&amp;b</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod><changefreq>daily</changefreq><priority>0.7</priority></url>',
    );
    expect(xml).toContain('<url><loc>https://h.example/boston-ma</loc></url>');
  });

  it('names location sitemap files', () => {
    expect(locationSitemapPath('boston-ma')).toBe('/sitemaps/boston-ma.xml');
    expect(locationOfSitemapFile('boston-ma.xml')).toBe('boston-ma');
    expect(locationOfSitemapFile('../x')).toBeNull();
    expect(latest(undefined, '2026-01-01T00:00:00Z')).toBe('2026-01-01T00:00:00Z');
    expect(latest('2026-02-01T00:00:00Z', '2026-01-01T00:00:00Z')).toBe('2026-02-01T00:00:00Z');
  });
});
