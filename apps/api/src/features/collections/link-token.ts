/**
 * Invite links (spec §3 LINK_INVITE). A link's token is `{inviteId}.{secret}`: the id finds the invite, the
 * 256-bit secret proves the holder was given the link. Only the secret's SHA-256 is stored, and it is compared in
 * constant time, so neither a copy of the database nor response timing helps anyone forge a link.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

export interface LinkSecret {
  secret: string;
  /** What the database keeps. */
  hash: string;
}

export function hashLinkSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function createLinkSecret(): LinkSecret {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashLinkSecret(secret) };
}

export function formatLinkToken(inviteId: string, secret: string): string {
  return `${inviteId}.${secret}`;
}

/** The invite id and secret of a link token; null for anything else (an in-app invite id, say). */
export function parseLinkToken(token: string): { inviteId: string; secret: string } | null {
  const match = TOKEN.exec(token);
  return match ? { inviteId: match[1]!, secret: match[2]! } : null;
}

/** Whether the secret is the one whose hash was stored, in time that does not depend on where they differ. */
export function isLinkSecret(secret: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashLinkSecret(secret));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
