/**
 * Reading one event for its page (server side): GET /api/v1/experiences/slug/{slug} with the visitor's cookies,
 * so `isInterested` is theirs. Once per request (React cache): metadata and page share the call.
 */
import 'server-only';
import type { components } from '@happenings/client';
import { cache } from 'react';
import { getServerClient } from '@/lib/api-server';

export type ExperienceDetail = components['schemas']['ExperienceDetail'];
export type Experience = NonNullable<components['schemas']['Experience']>;
export type InterestedPerson = components['schemas']['InterestedPerson'];

/** The published experience of that slug, or null (unknown, draft, or the API unreachable). */
export const findEventBySlug = cache(async (slug: string): Promise<ExperienceDetail | null> => {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/experiences/slug/{slug}', { params: { path: { slug } } });
    // Issue 4: the event page is for published events only; owners edit drafts under /event/create/{id}.
    if (data?.publishState !== 'PUBLISHED') return null;
    return data;
  } catch {
    return null;
  }
});

/**
 * People interested in the experience: those the visitor follows come first and carry `isFollowed` (GET
 * /api/v2/interested/experience/{id}/list). An empty list when the call fails: the page still renders.
 */
export async function listInterestedPeople(experienceId: string, take = 12): Promise<InterestedPerson[]> {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v2/interested/{type}/{id}/list', {
      params: { path: { type: 'experience', id: experienceId }, query: { take } },
    });
    return data?.items ?? [];
  } catch {
    return [];
  }
}

/**
 * "More events like it": upcoming occurrences in the same categories, one card per experience, without this one
 * (GET /api/v1/events?categories=…&hide=…,past,canceled), topped up from the same location when too few.
 */
export async function listSimilarEvents(event: ExperienceDetail, limit = 4): Promise<Experience[]> {
  const hide = [event.id, 'past', 'canceled'].join(',');
  const base = { size: 40, hide, ...(event.location ? { location: event.location } : {}) };
  const queries =
    event.categories.length > 0 ? [{ ...base, categories: event.categories.join(',') }, base] : [base];
  const seen = new Set<string>();
  const experiences: Experience[] = [];
  try {
    const api = await getServerClient();
    for (const query of queries) {
      const { data } = await api.GET('/api/v1/events', { params: { query } });
      for (const { experience } of data?.items ?? []) {
        if (!experience || seen.has(experience.id)) continue;
        seen.add(experience.id);
        experiences.push(experience);
        if (experiences.length === limit) return experiences;
      }
    }
  } catch {
    // "More events like it" is a bonus: the page renders without it.
  }
  return experiences;
}
