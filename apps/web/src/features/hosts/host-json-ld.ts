/**
 * schema.org Organization JSON-LD of a host page: name, description, logo, its own website (sameAs) and the
 * page's URL.
 */
export interface HostJsonLdSource {
  name: string;
  slug: string;
  description?: string | null;
  website?: string | null;
  /** An absolute picture URL, or null. */
  imageUrl?: string | null;
}

export function buildHostJsonLd(host: HostJsonLdSource, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: host.name,
    url: `${siteUrl}/host/${encodeURIComponent(host.slug)}`,
    ...(host.description?.trim() ? { description: host.description.trim() } : {}),
    ...(host.imageUrl ? { logo: host.imageUrl } : {}),
    ...(host.website ? { sameAs: [host.website] } : {}),
  };
}
