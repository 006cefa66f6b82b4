/**
 * The address of RFC 8058 one-click unsubscribe (newsletter-one-click.routes.ts), apart from the route so that the
 * sender (jobs/newsletter-batch.job.ts) can write it into List-Unsubscribe without importing the HTTP layer.
 */
export const ONE_CLICK_PATH = '/api/v1/newsletter/one-click-unsubscribe';

/** The List-Unsubscribe https URL of one subscription (its signed unsubscribe token). */
export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`;
}
