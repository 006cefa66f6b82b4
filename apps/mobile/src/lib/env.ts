/**
 * The app's configuration, read once. Expo writes EXPO_PUBLIC_* variables into the bundle when it builds it, so
 * this is the one file that reads process.env (and it must name each variable in full for that to happen).
 */

/** Where the API listens when nothing is set: the API's own default port on this machine (`npm start`). */
export const DEFAULT_API_URL = 'http://localhost:4000';

/**
 * The API's origin without a trailing slash; a bad value falls back to the default rather than crash at start.
 * A path such as `/` names the page's own origin (`pageOrigin`): the web export is served beside the API, which
 * then needs no CORS and no address fixed at build time. Native builds have no page, so they need a full URL.
 */
export function parseApiUrl(value: string | undefined, pageOrigin?: string): string {
  const trimmed = value?.trim();
  if (!trimmed) return DEFAULT_API_URL;
  try {
    const url = new URL(trimmed, pageOrigin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return DEFAULT_API_URL;
    return url.origin;
  } catch {
    return DEFAULT_API_URL;
  }
}

export function readApiUrl(): string {
  const pageOrigin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return parseApiUrl(process.env.EXPO_PUBLIC_API_URL, pageOrigin);
}
