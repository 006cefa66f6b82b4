import { describe, expect, it } from 'vitest';
import { buildHostJsonLd } from './host-json-ld';

describe('buildHostJsonLd', () => {
  it('describes the host as an Organization with its page, website and logo', () => {
    expect(
      buildHostJsonLd(
        {
          name: 'Jazz Club',
          slug: 'jazz-club',
          description: ' Live jazz ',
          website: 'https://jazz.example',
          imageUrl: 'https://cdn.example/logo.webp',
        },
        'https://happenings.test',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Jazz Club',
      url: 'https://happenings.test/host/jazz-club',
      description: 'Live jazz',
      logo: 'https://cdn.example/logo.webp',
      sameAs: ['https://jazz.example'],
    });
  });

  it('leaves out what the host has not given', () => {
    const ld = buildHostJsonLd({ name: 'Quiet', slug: 'quiet' }, 'https://happenings.test');
    expect(Object.keys(ld)).toEqual(['@context', '@type', 'name', 'url']);
  });
});
