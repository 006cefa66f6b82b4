/**
 * The website's copy of the session cookie (spec §6): `__session`, HttpOnly, SameSite=Lax, path /, Max-Age
 * 1036800 s, Secure by environment. Its value is better-auth's signed session token, `token.signature`,
 * percent-encoded as better-auth writes it, so the API accepts the cookie the website sets.
 */
import { createHmac } from 'node:crypto';
import { SESSION_COOKIE } from '@happenings/domain/constants';

export function serializeSessionCookie(signedToken: string, options: { secure: boolean }): string {
  return [
    `${SESSION_COOKIE.name}=${encodeURIComponent(signedToken)}`,
    `Max-Age=${SESSION_COOKIE.maxAgeSeconds}`,
    `Path=${SESSION_COOKIE.path}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

export function serializeClearedSessionCookie(options: { secure: boolean }): string {
  return [
    `${SESSION_COOKIE.name}=`,
    'Max-Age=0',
    `Path=${SESSION_COOKIE.path}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Reads the `__session` value (decoded: `token.signature`) from a Cookie header. */
export function readSessionCookie(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? '').split(/;\s*/)) {
    const [name, ...rest] = part.split('=');
    if (name === SESSION_COOKIE.name && rest.length) {
      const raw = rest.join('=');
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/**
 * Turns a bearer token into the signed cookie value. A token with a '.' is already `token.signature` (what the
 * API's `set-auth-token` header carries, possibly percent-encoded); a bare session token is signed the way
 * better-call signs cookies (HMAC-SHA256, base64) when the API's AUTH_SECRET is configured, else null.
 */
export function toSignedSessionToken(bearerToken: string, authSecret: string | undefined): string | null {
  const token = bearerToken.includes('%') ? safeDecode(bearerToken) : bearerToken;
  if (token.includes('.')) return token;
  if (!authSecret) return null;
  const signature = createHmac('sha256', authSecret).update(token).digest('base64');
  return `${token}.${signature}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
