/**
 * The route template of a path (`/event/[slug]`, `/api/v1/[...path]`), read from the build's routes manifest, for
 * log lines and metrics labels: a raw path carries slugs, search words and calendar-feed tokens, and every new path
 * a scanner tries would be a new series. Paths no page or route handler has are one label, as are Next's assets.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const UNMATCHED_ROUTE = '(unmatched)';
/** Next's build output (scripts, styles, fonts it hashed), answered from disk. */
export const NEXT_ASSETS_ROUTE = '/_next/static';

interface ManifestRoute {
  page: string;
  regex: string;
}

export type RouteTemplates = (pathname: string) => string;

/** Matches paths against the routes of a manifest's content (routes-manifest.json). */
export function createRouteTemplates(manifest: {
  staticRoutes?: ManifestRoute[];
  dynamicRoutes?: ManifestRoute[];
}): RouteTemplates {
  const staticPages = new Set((manifest.staticRoutes ?? []).map((route) => route.page));
  // In the manifest's order: Next lists the more specific of two overlapping templates first.
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  return (pathname) => {
    if (pathname.startsWith('/_next/'))
      return pathname.startsWith('/_next/static/') ? NEXT_ASSETS_ROUTE : '/_next';
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    if (staticPages.has(trimmed)) return trimmed;
    for (const route of dynamic) if (route.regex.test(pathname)) return route.page;
    return UNMATCHED_ROUTE;
  };
}

/** The route templates of the build in `distDir` (.next); every path is unmatched when there is no manifest. */
export function readRouteTemplates(distDir: string): RouteTemplates {
  try {
    return createRouteTemplates(JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')));
  } catch {
    return createRouteTemplates({});
  }
}
