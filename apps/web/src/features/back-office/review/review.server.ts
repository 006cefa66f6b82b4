/**
 * Server reads of the review queue (docs/moderation.md: The review queue) for the back office's pages.
 */
import 'server-only';
import type { components } from '@happenings/client';
import { isLocationSlug, type LocationSlug } from '@happenings/domain/locations';
import { getServerClient } from '@/lib/api-server';

// The generator spells a nullable shared object as `AvatarUser & (Record<string, never> | null)`, which no value
// fits; the API's schema says an avatar user or null.
export type ReviewItem = Omit<components['schemas']['ReviewItem'], 'creator'> & {
  creator: components['schemas']['AvatarUser'] | null;
};
export interface ReviewPage {
  items: ReviewItem[];
  nextCursor: string | null;
  /** Why the page could not be read (the API's words), else null. */
  error?: string | null;
}

/** One page of the queue, oldest submission first; an empty page with the reason when it cannot be read. */
export async function listReviewQueue(options: { location?: string; cursor?: string }): Promise<ReviewPage> {
  const api = await getServerClient();
  const location: LocationSlug | undefined =
    options.location && isLocationSlug(options.location) ? options.location : undefined;
  const { data, error } = await api.GET('/api/v1/staff/review', {
    params: { query: { location, cursor: options.cursor, limit: 20 } },
  });
  if (data) return { ...(data as ReviewPage), error: null };
  return { items: [], nextCursor: null, error: error?.error.message ?? 'The queue could not be read.' };
}

/** One waiting item; null once it no longer waits (or never did). */
export async function findReviewItem(id: string): Promise<ReviewItem | null> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/staff/review/{id}', { params: { path: { id } } });
  return (data as ReviewItem | undefined) ?? null;
}

/** The account id of whoever submitted the item (the avatar user's `uid`), for the trusted toggle. */
export function creatorAccountId(item: ReviewItem): string | null {
  return item.creator?.uid ?? item.creator?.userId ?? null;
}
