/**
 * spec §2: pages in a collection route record visit counts in cookies — one cookie per collection,
 * `collection_visits_{id}`, holding how many times this browser opened it (kept a year). The collection screens
 * (later) read it on the server with `readCollectionVisitCount` to, for example, show a first-visit welcome.
 */
import { readCookie, writeCookie } from '@/lib/browser-cookies';

const VISIT_COOKIE_PREFIX = 'collection_visits_';
const VISIT_COOKIE_MAX_AGE_SECONDS = 31_536_000;

export function collectionVisitCookieName(collectionId: string): string {
  return `${VISIT_COOKIE_PREFIX}${collectionId.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/** Parses a stored count; anything unreadable counts as no visit. */
export function parseVisitCount(value: string | undefined): number {
  const count = Number.parseInt(value ?? '', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** Counts one more visit of the collection in this browser; returns the new count. */
export function recordCollectionVisit(collectionId: string): number {
  const name = collectionVisitCookieName(collectionId);
  const count = parseVisitCount(readCookie(name)) + 1;
  writeCookie(name, String(count), { maxAgeSeconds: VISIT_COOKIE_MAX_AGE_SECONDS });
  return count;
}

/** The count as sent in a request's cookies (server side: `readCollectionVisitCount(await cookies(), id)`). */
export function readCollectionVisitCount(
  cookieStore: { get(name: string): { value: string } | undefined },
  collectionId: string,
): number {
  return parseVisitCount(cookieStore.get(collectionVisitCookieName(collectionId))?.value);
}
