/**
 * The website vouches for the companion app (iOS universal links, Android app links): the platforms fetch these
 * two files from the site's /.well-known before they open its links in the app. The harness configures one iOS
 * app and one Android certificate (global-setup.ts).
 */
import { expect, test } from './support/test';

test('the site publishes which app builds open its links', async ({ request }) => {
  const apple = await request.get('/.well-known/apple-app-site-association');
  expect(apple.status()).toBe(200);
  expect(apple.headers()['content-type']).toContain('application/json');
  const association = await apple.json();
  expect(association.applinks.details[0].appIDs).toEqual(['ABCDE12345.com.happenings.app']);
  expect(association.applinks.details[0].components).toContainEqual({ '/': '/event/*' });

  const android = await request.get('/.well-known/assetlinks.json');
  expect(android.status()).toBe(200);
  expect(await android.json()).toEqual([
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: 'com.happenings.app',
        sha256_cert_fingerprints: ['AB:CD:EF'],
      },
    },
  ]);
});
