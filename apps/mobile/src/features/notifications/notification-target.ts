/**
 * Where pressing a notification leads in the app. The API gives each notification the website page of its subject
 * (`url`: /event/{slug}, /u/{username}, /roundup/{slug}, /collection/{id}, /collections, /place/{id}, …); the app
 * opens the ones it has a screen for and stays put for the others.
 */

/** The website paths the app has screens for, matched whole. */
const APP_PATHS: readonly RegExp[] = [
  /^\/event\/[^/?#]+$/,
  /^\/u\/[^/?#]+$/,
  /^\/roundup\/[^/?#]+$/,
  /^\/collection\/[^/?#]+$/,
  /^\/collections$/,
  /^\/place\/[^/?#]+$/,
  /^\/host\/[^/?#]+$/,
  /^\/post\/[^/?#]+$/,
  /^\/contest(\/[^/?#]+)?$/,
  /^\/account\/events$/,
];

/** The app route for a notification's `url`, or null when the app has no screen for it. */
export function notificationTarget(url: string | null): string | null {
  if (!url) return null;
  return APP_PATHS.some((pattern) => pattern.test(url)) ? url : null;
}
