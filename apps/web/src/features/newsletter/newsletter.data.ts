/**
 * The newsletter's calls to the API, same origin: the sign-up (POST /api/v1/newsletter/subscribe), which mails
 * the address a link to confirm (double opt-in), and the two pages those e-mails link to, which post the link's
 * token to /api/v1/newsletter/confirm and /api/v1/newsletter/unsubscribe.
 */
import { solvePhoneChallenge } from '@happenings/domain/auth';
import type { LocationSlug } from '@happenings/domain/locations';
import { getBrowserClient } from '@/lib/api-browser';

export class NewsletterError extends Error {}

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

interface ErrorBody {
  error?: { code?: string; message?: string };
}

function toNewsletterError(status: number, body: unknown): NewsletterError {
  const error = (body as ErrorBody | null | undefined)?.error;
  if (status === 400 && error?.message) return new NewsletterError(error.message);
  if (status === 400) return new NewsletterError('Enter a valid e-mail address.');
  if (status === 404) {
    return new NewsletterError('This subscription no longer exists. Sign up again from the newsletter page.');
  }
  if (status === 429) return new NewsletterError('Too many attempts. Wait a minute and try again.');
  return new NewsletterError('Something went wrong on our side. Please try again in a moment.');
}

async function call<T>(
  request: () => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: Awaited<ReturnType<typeof request>>;
  try {
    result = await request();
  } catch {
    throw new NewsletterError('We could not reach Happenings. Check your connection and try again.');
  }
  if (result.data === undefined) throw toNewsletterError(result.response.status, result.error);
  return result.data;
}

/**
 * The proof of work every sign-up carries (issue 27), the challenge sign-in uses (spec §5): fetched and solved in the
 * browser (a fraction of a second), so a script mailing thousands of addresses pays for each of them.
 */
async function solveSignUpChallenge(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/v1/auth/phone-challenge', { cache: 'no-store' });
  } catch {
    throw new NewsletterError('We could not reach Happenings. Check your connection and try again.');
  }
  if (!response.ok) throw toNewsletterError(response.status, await response.json().catch(() => null));
  const { challenge, difficulty } = (await response.json()) as { challenge: string; difficulty: number };
  return `${challenge}:${await solvePhoneChallenge(challenge, difficulty)}`;
}

export async function subscribeToNewsletter(input: { email: string; location: LocationSlug }): Promise<void> {
  const proof = await solveSignUpChallenge();
  await call(() =>
    getBrowserClient().POST('/api/v1/newsletter/subscribe', {
      body: input,
      headers: { 'x-phone-challenge': proof },
    }),
  );
}

/** Follows an e-mailed link: confirms the subscription or unsubscribes it. */
export async function followNewsletterLink(action: NewsletterLinkAction, token: string) {
  const path = action === 'confirm' ? '/api/v1/newsletter/confirm' : '/api/v1/newsletter/unsubscribe';
  return call(() => getBrowserClient().POST(path, { body: { token } }));
}

/** Issue 27: the cities an address receives, for the signed-in member or through a footer's manage link. */
export async function loadMyNewsletterCities() {
  return call(() => getBrowserClient().GET('/api/v1/newsletter/subscriptions'));
}

export async function saveMyNewsletterCities(locations: LocationSlug[]) {
  return call(() => getBrowserClient().PUT('/api/v1/newsletter/subscriptions', { body: { locations } }));
}

export async function loadManagedNewsletterCities(token: string) {
  return call(() => getBrowserClient().GET('/api/v1/newsletter/manage', { params: { query: { token } } }));
}

export async function saveManagedNewsletterCities(token: string, locations: LocationSlug[]) {
  return call(() => getBrowserClient().POST('/api/v1/newsletter/manage', { body: { token, locations } }));
}
