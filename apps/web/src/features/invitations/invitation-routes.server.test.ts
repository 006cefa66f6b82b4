import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The handlers are server-only; outside Next's server bundle the marker module would throw on import.
vi.mock('server-only', () => ({}));
const { handleForgetInvitation, handleRememberInvitation } = await import('./invitation-routes.server.ts');

const SITE = 'https://happenings.example';
const INVITER = '0b6f1c2e-3d4a-4f5b-8c6d-7e8f9a0b1c2d';

function request(method: string, headers: Record<string, string>, body?: unknown): Request {
  return new Request(`${SITE}/api/next/invitation`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('/api/next/invitation', () => {
  beforeEach(() => {
    vi.stubEnv('SITE_URL', SITE);
    vi.useFakeTimers({ now: Date.UTC(2025, 2, 9, 14, 0, 0) });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('remembers the invitation for the website itself', async () => {
    const res = await handleRememberInvitation(
      request('POST', { origin: SITE }, { inviterId: INVITER, contest: 'boston-invite-challenge' }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBe(
      `invitation=${INVITER}.boston-invite-challenge.${Date.now()}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it('refuses another origin of the same site, and a request without Origin from elsewhere', async () => {
    const body = { inviterId: INVITER };
    const other = await handleRememberInvitation(
      request('POST', { origin: 'https://shop.happenings.example' }, body),
    );
    expect(other.status).toBe(403);
    expect(other.headers.get('set-cookie')).toBeNull();
    expect(
      (await handleRememberInvitation(request('POST', { 'sec-fetch-site': 'same-site' }, body))).status,
    ).toBe(403);
    expect(handleForgetInvitation(request('DELETE', { origin: 'https://evil.example' })).status).toBe(403);
  });

  it.each([[null], [{}], [{ inviterId: 'ada;lovelace' }], [{ inviterId: INVITER, contest: 'Not A Slug' }]])(
    '400 for %j',
    async (body) => {
      const res = await handleRememberInvitation(request('POST', { origin: SITE }, body));
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
    },
  );

  it('forgets the invitation', async () => {
    const res = handleForgetInvitation(request('DELETE', { 'sec-fetch-site': 'same-origin' }));
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBe(
      'invitation=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
