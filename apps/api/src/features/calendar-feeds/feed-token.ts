/**
 * The secret of a private feed's address (issue 26): 256 random bits, base64url, presented by calendar apps in
 * the path. Only its SHA-256 is stored (calendar_feed_tokens), as for collection invite links (link-token.ts): a
 * copy of the database opens no feed. Lookup is by the hash, so no comparison of secrets happens in our code.
 */
import { createHash, randomBytes } from 'node:crypto';

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function createFeedToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashFeedToken(token) };
}
