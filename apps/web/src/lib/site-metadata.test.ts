import { describe, expect, it } from 'vitest';
import { isNoIndexHost, pageMetadata } from './site-metadata.ts';

describe('isNoIndexHost (spec §2)', () => {
  it.each([
    ['link.happenings.example', true],
    ['LINK.happenings.example:443', true],
    ['share.link.example', true],
    ['happenings.example', false],
    ['localhost:3000', false],
    [null, false],
  ])('%s → %s', (host, expected) => {
    expect(isNoIndexHost(host)).toBe(expected);
  });
});

describe('pageMetadata', () => {
  it('gives the canonical path, Open Graph and a Twitter card', () => {
    const metadata = pageMetadata({ title: 'About us', description: 'Who we are.', path: '/about' });
    expect(metadata.alternates?.canonical).toBe('/about');
    expect(metadata.openGraph).toMatchObject({ title: 'About us', url: '/about', siteName: 'Happenings' });
    expect(metadata.twitter).toMatchObject({ card: 'summary', title: 'About us' });
  });

  it('uses a large card when the page has an image', () => {
    const metadata = pageMetadata({
      title: 'Jazz',
      description: 'Live jazz.',
      path: '/event/jazz',
      image: { url: 'https://cdn.example/jazz.jpg', width: 1200, height: 630 },
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: 'https://cdn.example/jazz.jpg' }],
    });
  });
});
