/**
 * A browser that has signed in to an account before keeps signing in to it, however many wrong passwords others
 * send for that account. After a successful sign-in the API sets `__device`, a cookie holding, for each of the last
 * few accounts signed in on that browser, a random device id and an HMAC (AUTH_SECRET) binding it to the account.
 * A sign-in that presents an entry for the account it names is counted against that device's own budget instead of
 * the account's and the address's (auth-guard.ts), so an attacker who burns the account's budget cannot keep the
 * owner out. Nobody can make an entry for an account without its password: the entry is only handed out on
 * success, and it names no account (the HMAC covers it), so the cookie reveals nothing either.
 *
 * The cookie is sent only to /api/auth, HttpOnly and SameSite=Strict: the website's sign-in form calls the API on
 * its own origin; the app sends it back as a Cookie header.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = '__device';
/** A year: long enough that a regular's phone or laptop is always known. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Accounts remembered per browser (a shared family computer); the oldest is forgotten first. */
const MAX_ACCOUNTS = 5;
const ENTRY_SEPARATOR = '~';

function tag(deviceId: string, accountKey: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`device:${deviceId}:${accountKey}`)
    .digest('base64url')
    .slice(0, 32);
}

function entries(cookieValue: string | undefined): Array<{ deviceId: string; tag: string }> {
  if (!cookieValue) return [];
  return cookieValue
    .split(ENTRY_SEPARATOR)
    .slice(0, MAX_ACCOUNTS)
    .flatMap((entry) => {
      const [deviceId, signature, extra] = entry.split('.');
      return deviceId && signature && extra === undefined ? [{ deviceId, tag: signature }] : [];
    });
}

function vouches(entry: { deviceId: string; tag: string }, accountKey: string, secret: string): boolean {
  const expected = Buffer.from(tag(entry.deviceId, accountKey, secret));
  const given = Buffer.from(entry.tag);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The device id the cookie holds for this account, if it holds one. */
export function knownDeviceId(
  cookieValue: string | undefined,
  accountKey: string,
  secret: string,
): string | undefined {
  return entries(cookieValue).find((entry) => vouches(entry, accountKey, secret))?.deviceId;
}

/** The cookie's new value after a sign-in to this account: a fresh entry first, the others after it. */
export function rememberDevice(cookieValue: string | undefined, accountKey: string, secret: string): string {
  const deviceId = randomBytes(16).toString('base64url');
  const others = entries(cookieValue).filter((entry) => !vouches(entry, accountKey, secret));
  return [{ deviceId, tag: tag(deviceId, accountKey, secret) }, ...others]
    .slice(0, MAX_ACCOUNTS)
    .map((entry) => `${entry.deviceId}.${entry.tag}`)
    .join(ENTRY_SEPARATOR);
}

/** The Set-Cookie value. */
export function serialiseDeviceCookie(value: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    'Path=/api/auth',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
