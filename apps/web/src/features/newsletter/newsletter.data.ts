/**
 * Newsletter sign-up through the API (POST /api/v1/newsletter/subscribe { email, location }), same origin.
 * Plain fetch until the route is in the generated client; then use getBrowserClient().POST(...).
 */
import type { LocationSlug } from '@happenings/domain/locations';

export const NEWSLETTER_SUBSCRIBE_PATH = '/api/v1/newsletter/subscribe';

export class NewsletterError extends Error {}

export async function subscribeToNewsletter(input: { email: string; location: LocationSlug }): Promise<void> {
  let response: Response;
  try {
    response = await fetch(NEWSLETTER_SUBSCRIBE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    throw new NewsletterError('We could not reach Happenings. Check your connection and try again.');
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (response.status === 400) {
    throw new NewsletterError(body?.error?.message ?? 'Enter a valid e-mail address.');
  }
  if (response.status === 429) throw new NewsletterError('Too many attempts. Wait a minute and try again.');
  throw new NewsletterError('Something went wrong on our side. Please try again in a moment.');
}
