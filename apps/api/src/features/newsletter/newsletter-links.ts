/**
 * The two links a newsletter address gets by e-mail, signed with AUTH_SECRET (mail/signed-link-token.ts) so they
 * need no sign-in and no stored token: "confirm" (double opt-in, valid 7 days) and "unsubscribe" (valid for ever,
 * as every newsletter must carry one). Both land on website pages that ask for one click before posting the token to the API, so
 * a mail scanner that opens links does not subscribe or unsubscribe anyone.
 */
import type { ApiConfig } from '../../env.ts';
import { readLinkToken, signLinkToken } from '../../mail/signed-link-token.ts';

/** manage: the footer's link to choose the cities or leave them all (valid for ever, like unsubscribe). */
export type NewsletterLinkPurpose = 'confirm' | 'unsubscribe' | 'manage';

export const CONFIRMATION_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** Website pages the links open (apps/web/src/app/newsletter/{confirm,unsubscribe,manage}). */
export const NEWSLETTER_LINK_PATHS: Record<NewsletterLinkPurpose, string> = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
  manage: '/newsletter/manage',
};

// The purpose is part of what is signed, so an unsubscribe token never confirms (and the reverse).
const tokenPurpose = (purpose: NewsletterLinkPurpose) => `newsletter-${purpose}`;

/** `<subscription id>.<expiry in epoch ms, base 36, or 0>.<HMAC-SHA256, base64url>` */
export function signNewsletterToken(
  secret: string,
  purpose: NewsletterLinkPurpose,
  subscriptionId: string,
  expiresAtMs: number | null,
): string {
  return signLinkToken(secret, tokenPurpose(purpose), [subscriptionId], expiresAtMs);
}

/** The subscription a token names, or why it is refused. */
export function readNewsletterToken(
  secret: string,
  purpose: NewsletterLinkPurpose,
  token: string,
  now: number,
): { ok: true; subscriptionId: string } | { ok: false; reason: 'invalid' | 'expired' } {
  const read = readLinkToken(secret, tokenPurpose(purpose), token, { fieldCount: 1, now });
  return read.ok ? { ok: true, subscriptionId: read.fields[0]! } : read;
}

export function newsletterLink(
  config: Pick<ApiConfig, 'publicUrl' | 'authSecret'>,
  purpose: NewsletterLinkPurpose,
  subscriptionId: string,
  now: number,
): string {
  const expiresAt = purpose === 'confirm' ? now + CONFIRMATION_LINK_LIFETIME_MS : null;
  const token = signNewsletterToken(config.authSecret, purpose, subscriptionId, expiresAt);
  return `${config.publicUrl}${NEWSLETTER_LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;
}
