/**
 * A host's website as a link: only web addresses (http, https) become links, since a stored website is the
 * host's own text, as on the website's host page. Read with a pattern: React Native has no full URL API.
 */
const WEB_ADDRESS = /^https?:\/\/(?:[^@/?#\s]*@)?([^:/?#\s@]+)(?::\d+)?(?:[/?#]\S*)?$/i;

/** The address to open and the name to show ('example.org'); null for anything else. */
export function readWebsite(website: string | null): { href: string; hostname: string } | null {
  const href = website?.trim() ?? '';
  const hostname = WEB_ADDRESS.exec(href)?.[1];
  return hostname ? { href, hostname: hostname.toLowerCase().replace(/^www\./, '') } : null;
}
