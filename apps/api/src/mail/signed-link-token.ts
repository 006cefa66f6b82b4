/**
 * Tokens of the links the product e-mails (confirm a newsletter address, unsubscribe from the newsletter or from
 * one kind of notification e-mail): signed with AUTH_SECRET, so the link needs no sign-in and nothing stored, and
 * cannot be forged or altered. What a token names travels in clear beside its signature; the purpose is part of
 * what is signed, so a token made for one purpose never works for another.
 *
 * `<field>.<field>….<expiry in epoch ms, base 36, or 0 for never>.<HMAC-SHA256, base64url>`
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A field must survive the token's own separators. */
const FIELD = /^[^.:]+$/;

function mac(secret: string, purpose: string, fields: readonly string[], expires: string): Buffer {
  return createHmac('sha256', secret)
    .update(`happenings:${purpose}:${fields.join(':')}:${expires}`)
    .digest();
}

export function signLinkToken(
  secret: string,
  purpose: string,
  fields: readonly string[],
  expiresAtMs: number | null,
): string {
  if (fields.length === 0 || !fields.every((field) => FIELD.test(field))) {
    throw new Error('A link token field must be non-empty, without "." or ":"');
  }
  const expires = expiresAtMs === null ? '0' : expiresAtMs.toString(36);
  return [...fields, expires, mac(secret, purpose, fields, expires).toString('base64url')].join('.');
}

export type LinkTokenReading = { ok: true; fields: string[] } | { ok: false; reason: 'invalid' | 'expired' };

/** The fields a token of `purpose` names (exactly `fieldCount` of them), or why it is refused. */
export function readLinkToken(
  secret: string,
  purpose: string,
  token: string,
  options: { fieldCount: number; now: number },
): LinkTokenReading {
  const parts = token.split('.');
  if (parts.length !== options.fieldCount + 2 || parts.some((part) => part === '')) {
    return { ok: false, reason: 'invalid' };
  }
  const fields = parts.slice(0, options.fieldCount);
  const [expires, signature] = parts.slice(options.fieldCount) as [string, string];
  if (!fields.every((field) => FIELD.test(field))) return { ok: false, reason: 'invalid' };
  const expected = mac(secret, purpose, fields, expires);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const expiresAt = Number.parseInt(expires, 36);
  if (expires !== '0' && !(expiresAt > options.now)) return { ok: false, reason: 'expired' };
  return { ok: true, fields };
}
