/**
 * The event's page on the website, for sharing and for calendars. The app knows one origin, the API's, and it is
 * the website's: the website answers /api/* on its own origin (and the web export is served beside the API), the
 * origin the API itself writes into the links it makes (invite links, e-mails).
 */
export function eventPageUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/event/${encodeURIComponent(slug)}`;
}
