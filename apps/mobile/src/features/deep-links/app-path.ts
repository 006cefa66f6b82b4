/**
 * Which screen a link opens. The app answers its own scheme (`happenings://event/{slug}`) and the website's
 * addresses (`https://{website}/event/{slug}`, handed over by iOS universal links and Android app links), so a
 * link shared from either opens the same thing in the app. Most website routes (spec §2) have a screen at the
 * same path; the others are mapped here. Only the path matters: the platform only hands the app links of the
 * domains it is associated with.
 */
import { LOCATIONS } from '@happenings/domain/locations';

const LOCATION_SLUGS: ReadonlySet<string> = new Set(
  Object.values(LOCATIONS).map((location) => location.slug),
);

/** Website routes whose app screen lives elsewhere. */
const RENAMED: Readonly<Record<string, string>> = {
  '/login': '/sign-in',
  '/login/email': '/sign-in',
  '/register': '/sign-in',
  '/register/email': '/sign-in',
  '/auth/loading': '/',
};

/** The path and query a link names, whatever its scheme; null when it is not a link at all. */
function linkPath(link: string): string | null {
  if (link.startsWith('/')) return link;
  try {
    const url = new URL(link);
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.pathname}${url.search}`;
    // A custom scheme has no host: `happenings://event/x` reads as host "event" and path "/x".
    return `/${url.host}${url.pathname === '/' ? '' : url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** The app path to open for `link`; null leaves the app where it is. */
export function appPathForLink(link: string): string | null {
  const full = linkPath(link.trim());
  if (full === null) return null;
  const queryAt = full.indexOf('?');
  const pathname = (queryAt === -1 ? full : full.slice(0, queryAt)).replace(/\/+$/, '') || '/';
  const query = queryAt === -1 ? '' : full.slice(queryAt);
  const renamed = RENAMED[pathname];
  if (renamed) return renamed;
  const segments = pathname.split('/').filter(Boolean);
  // /{location}: that city's discover page is the app's Discover tab.
  if (segments.length === 1 && LOCATION_SLUGS.has(segments[0] ?? '')) return '/';
  // /{stream}/{location}: a stream's see-all.
  const [stream, location] = segments;
  if (segments.length === 2 && stream && location && LOCATION_SLUGS.has(location)) {
    return `/stream/${stream}`;
  }
  return `${pathname}${query}`;
}
