/**
 * The files that let the companion app open the website's own links (iOS universal links, Android app links):
 * the platform fetches them from /.well-known on the website's domain before it hands any link to the app.
 * They name the app builds allowed to open them, so they exist only when those are configured: APP_LINKS_IOS_APP_IDS
 * ("TEAMID.com.happenings.app", comma-separated) and APP_LINKS_ANDROID_CERT_SHA256 (the signing certificates'
 * SHA-256 fingerprints, comma-separated; APP_LINKS_ANDROID_PACKAGE defaults to com.happenings.app), read in
 * lib/env.ts.
 */

import type { ServerEnv } from '@/lib/env';

type AppLinksEnv = ServerEnv['appLinks'];

/** The website routes the app has a screen for (apps/mobile/src/features/deep-links/app-path.ts). */
export const APP_LINK_PATH_PREFIXES = ['/event/', '/u/', '/collection/', '/roundup/'] as const;

/** apple-app-site-association, or null when no iOS app is configured. */
export function appleAppSiteAssociation(env: AppLinksEnv): object | null {
  if (env.iosAppIds.length === 0) return null;
  return {
    applinks: {
      details: [
        {
          appIDs: env.iosAppIds,
          components: APP_LINK_PATH_PREFIXES.map((prefix) => ({ '/': `${prefix}*` })),
        },
      ],
    },
  };
}

/** assetlinks.json, or null when no Android signing certificate is configured. */
export function androidAssetLinks(env: AppLinksEnv): object[] | null {
  if (env.androidCertSha256.length === 0) return null;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: env.androidPackage,
        sha256_cert_fingerprints: env.androidCertSha256,
      },
    },
  ];
}

/** Answers one of the files as JSON, or 404 when it is not configured. */
export function appLinksResponse(body: object | null): Response {
  if (body === null) return new Response('Not found', { status: 404 });
  return Response.json(body, { headers: { 'cache-control': 'public, max-age=3600' } });
}
