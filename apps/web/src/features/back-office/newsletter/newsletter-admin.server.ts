/**
 * Server reads of the back office's newsletter page (issue 27), with the editor's own session: the API checks the
 * role. A refused read is null or empty, so the page still renders what it can.
 */
import 'server-only';
import type { components } from '@happenings/client';
import type { LocationSlug } from '@happenings/domain/locations';
import { getServerClient } from '@/lib/api-server';

export type NewsletterIssue = components['schemas']['NewsletterIssue'];
export type NewsletterIssueItem = components['schemas']['NewsletterIssueItem'];
export type NewsletterPreview = components['schemas']['NewsletterPreview'];
export type NewsletterCandidate = components['schemas']['NewsletterCandidates']['candidates'][number];

/** The location's coming issue (the API composes it on first open). */
export async function readComingIssue(location: LocationSlug): Promise<NewsletterIssue | null> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/staff/newsletter/locations/{location}/coming', {
    params: { path: { location } },
  });
  return data ?? null;
}

export async function readIssuePreview(id: string): Promise<NewsletterPreview | null> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/staff/newsletter/issues/{id}/preview', {
    params: { path: { id } },
  });
  return data ?? null;
}

export async function searchIssueCandidates(
  location: LocationSlug,
  q: string,
): Promise<NewsletterCandidate[]> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/staff/newsletter/locations/{location}/candidates', {
    params: { path: { location }, query: { q } },
  });
  return data?.candidates ?? [];
}
