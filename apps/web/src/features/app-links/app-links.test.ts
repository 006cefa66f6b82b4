import { describe, expect, it } from 'vitest';
import { androidAssetLinks, appLinksResponse, appleAppSiteAssociation } from './app-links.ts';

const NONE = { iosAppIds: [], androidPackage: 'com.happenings.app', androidCertSha256: [] };

describe('app link files', () => {
  it('are absent until the app builds are configured', () => {
    expect(appleAppSiteAssociation(NONE)).toBeNull();
    expect(androidAssetLinks(NONE)).toBeNull();
    expect(appLinksResponse(null).status).toBe(404);
  });

  it('name the iOS apps and the paths they open', () => {
    expect(appleAppSiteAssociation({ ...NONE, iosAppIds: ['ABCDE12345.com.happenings.app'] })).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.com.happenings.app'],
            components: [
              { '/': '/event/*' },
              { '/': '/u/*' },
              { '/': '/collection/*' },
              { '/': '/roundup/*' },
            ],
          },
        ],
      },
    });
  });

  it('name the Android package and its certificates', async () => {
    const body = androidAssetLinks({ ...NONE, androidCertSha256: ['AA:BB', 'CC:DD'] });
    expect(body).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'com.happenings.app',
          sha256_cert_fingerprints: ['AA:BB', 'CC:DD'],
        },
      },
    ]);
    const response = appLinksResponse(body);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual(body);
  });
});
