/**
 * The public archive of sent newsletter issues (issue 27): a city's issues, newest first, and one issue with its
 * items. Nothing is personal here: the pages are the same for everyone and indexable.
 */
import 'server-only';
import type { components } from '@happenings/client';
import type { LocationSlug } from '@happenings/domain/locations';
import { cache } from 'react';
import { getServerClient } from '@/lib/api-server';

export type ArchivedIssue = components['schemas']['NewsletterIssue'];
export type ArchivedIssueSummary = components['schemas']['NewsletterIssueSummary'];

export async function readNewsletterArchive(
  location: LocationSlug,
  limit = 52,
): Promise<ArchivedIssueSummary[]> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/newsletter/archive/{location}', {
    params: { path: { location }, query: { limit } },
  });
  return data?.issues ?? [];
}

/** One sent issue, read once per request (metadata and page share it); null when there is none that day. */
export const readArchivedIssue = cache(
  async (location: LocationSlug, date: string): Promise<ArchivedIssue | null> => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/newsletter/archive/{location}/{date}', {
      params: { path: { location, date } },
    });
    return data ?? null;
  },
);

/** 'Thursday, November 26, 2026' for an issue's local date. */
export function formatIssueDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
