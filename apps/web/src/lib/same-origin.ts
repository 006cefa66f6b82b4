/**
 * Whether a state-changing request to a site route (POST /api/logout) was made by the website's own pages. The
 * `__session` cookie is SameSite=Lax, so it also rides along with requests from other origins of the same site
 * (another port or subdomain); the browser's Origin header says who sent it. Without Origin (older browsers on
 * same-origin requests), Sec-Fetch-Site must say same-origin. The API checks its own writes the same way
 * (apps/api/src/http/origin-check.ts).
 */
export function isSameOriginRequest(headers: Headers, siteUrl: string): boolean {
  const origin = headers.get('origin');
  if (origin === null) return headers.get('sec-fetch-site') === 'same-origin';
  return origin === new URL(siteUrl).origin;
}
