import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  readSessionCookie,
  serializeClearedSessionCookie,
  serializeSessionCookie,
  toSignedSessionToken,
} from './session-cookie.ts';

const SIGNED = 'T7m5X0AQs7fuy34kGi4lhtaAcv05vbo4.wt4htmTkm6ObEGGqM1BaIleTjHmHWYjRfStOVevP9pg=';

describe('the __session cookie (spec §6)', () => {
  it('is HttpOnly, SameSite=Lax, path /, 12 days, and percent-encodes the signed token as better-auth does', () => {
    expect(serializeSessionCookie(SIGNED, { secure: false })).toBe(
      '__session=T7m5X0AQs7fuy34kGi4lhtaAcv05vbo4.wt4htmTkm6ObEGGqM1BaIleTjHmHWYjRfStOVevP9pg%3D; Max-Age=1036800; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('is Secure when the environment says so', () => {
    expect(serializeSessionCookie(SIGNED, { secure: true })).toMatch(/; Secure$/);
    expect(serializeClearedSessionCookie({ secure: true })).toBe(
      '__session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
  });

  it('reads the decoded value back from a Cookie header', () => {
    const header = `location=boston-ma; __session=${encodeURIComponent(SIGNED)}; other=1`;
    expect(readSessionCookie(header)).toBe(SIGNED);
    expect(readSessionCookie('location=boston-ma')).toBeUndefined();
    expect(readSessionCookie(null)).toBeUndefined();
  });
});

describe('toSignedSessionToken', () => {
  it.each([
    ['a signed token', SIGNED],
    ['a percent-encoded signed token', encodeURIComponent(SIGNED)],
  ])('keeps %s', (_name, token) => {
    expect(toSignedSessionToken(token, undefined)).toBe(SIGNED);
  });

  it('signs a bare token with HMAC-SHA256 (base64) when the secret is known', () => {
    const signature = createHmac('sha256', 'a-long-enough-secret').update('abc').digest('base64');
    expect(toSignedSessionToken('abc', 'a-long-enough-secret')).toBe(`abc.${signature}`);
  });

  it('cannot sign a bare token without the secret', () => {
    expect(toSignedSessionToken('abc', undefined)).toBeNull();
  });
});
