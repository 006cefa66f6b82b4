/**
 * Page metadata defaults (issue 4 SEO): title and description per page, canonical URL, Open Graph and Twitter
 * cards. Next merges metadata objects shallowly, so pages build theirs with `pageMetadata()` to keep the shared
 * Open Graph fields.
 */
import type { Metadata } from 'next';

export const SITE_NAME = 'Happenings';
export const SITE_DESCRIPTION =
  'Discover the best events, exhibits, markets, music and things to do in Boston — picked by locals, updated daily.';

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Path of the page on this site: '/about'. */
  path: string;
  /** Absolute or site-relative image for the cards (an event's picture). */
  image?: { url: string; width?: number; height?: number; alt?: string };
  /** Open Graph type: 'website' for most pages. */
  type?: 'website' | 'article';
}

export function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
}: PageMetadataInput): Metadata {
  const images = image ? [image] : undefined;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      siteName: SITE_NAME,
      locale: 'en_US',
      title,
      description,
      url: path,
      ...(images ? { images } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(images ? { images } : {}),
    },
  };
}

/** spec §2: pages served on a host containing 'link.' (share-link hosts) are kept out of search engines. */
export function isNoIndexHost(host: string | null | undefined): boolean {
  return (host ?? '').toLowerCase().includes('link.');
}
