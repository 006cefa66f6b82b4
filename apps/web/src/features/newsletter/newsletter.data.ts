/**
 * The newsletter's calls to the API, same origin: the sign-up (POST /api/v1/newsletter/subscribe), which mails
 * the address a link to confirm (double opt-in), and the two pages those e-mails link to, which post the link's
 * token to /api/v1/newsletter/confirm and /api/v1/newsletter/unsubscribe.
 */
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

export async function subscribeToNewsletter(input: { email: string; location: LocationSlug }): Promise<void> {
  await call(() => getBrowserClient().POST('/api/v1/newsletter/subscribe', { body: input }));
}

/** Follows an e-mailed link: confirms the subscription or unsubscribes it. */
export async function followNewsletterLink(action: NewsletterLinkAction, token: string) {
  const path = action === 'confirm' ? '/api/v1/newsletter/confirm' : '/api/v1/newsletter/unsubscribe';
  return call(() => getBrowserClient().POST(path, { body: { token } }));
}
