import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  buildSecurityHeaders,
  createNonce,
  type PolicyEnv,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.ts';

const env: PolicyEnv = {
  siteUrl: 'https://happenings.example',
  analytics: { provider: 'first-party', measurementId: undefined },
  baseMap: { kind: 'none' },
  mapOrigins: [],
  isDevelopment: false,
};

/** The policy as a map of directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy of the website', () => {
  it('runs only scripts with the nonce or loaded by them, and allows no plugin, framing or foreign form', () => {
    const policy = directives(buildContentSecurityPolicy('abc123==', env));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
  });

  it("adds the analytics provider's hosts (spec §2: analytics scripts load on every page)", () => {
    const policy = directives(
      buildContentSecurityPolicy('n', { ...env, analytics: { provider: 'ga', measurementId: 'G-1' } }),
    );
    expect(policy['script-src']).toContain('https://www.googletagmanager.com');
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
    expect(policy['img-src']).toContain('https://*.google-analytics.com');
  });

  it("adds the map style's origin and MAP_ORIGINS, none without a base map", () => {
    const policy = directives(
      buildContentSecurityPolicy('n', {
        ...env,
        baseMap: { kind: 'style', styleUrl: 'https://tiles.example/styles/liberty.json' },
        mapOrigins: ['https://glyphs.example', 'not a url'],
      }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://tiles.example', 'https://glyphs.example']);
    expect(policy['img-src']).toContain('https://tiles.example');
  });

  it("adds a tile template's host, and only it", () => {
    const policy = directives(
      buildContentSecurityPolicy('n', {
        ...env,
        baseMap: {
          kind: 'tiles',
          tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: '© OpenStreetMap contributors',
        },
      }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://tile.openstreetmap.org']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  });

  it('lets `next dev` eval and inject styles, never a production build', () => {
    const policy = directives(buildContentSecurityPolicy('n', { ...env, isDevelopment: true }));
    expect(policy['script-src']).toContain("'unsafe-eval'");
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(buildContentSecurityPolicy('n', env)).not.toMatch(/unsafe-eval/);
  });
});

describe('buildSecurityHeaders', () => {
  it('sends HSTS and upgrades requests only over https', () => {
    expect(buildSecurityHeaders('n', env)['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    const plain = buildSecurityHeaders('n', { ...env, siteUrl: 'http://127.0.0.1:3000' });
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    expect(plain).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('uses a fresh 128-bit nonce per request', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
