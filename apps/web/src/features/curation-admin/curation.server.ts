/**
 * Server reads of the curation pages (docs/moderation.md: Curation), each with the editor's own session: the API
 * checks the role. A refused or failed read is an empty list, so a page still renders its forms.
 */
import 'server-only';
import type { components } from '@happenings/client';
import type { LocationSlug } from '@happenings/domain/locations';
import { getServerClient } from '@/lib/api-server';
import { type ExperienceReference, readExperienceReference } from './experience-reference';

export type Pick = components['schemas']['Pick'];
export type PickList = components['schemas']['Picks']['list'];
/** A boost with its experience (the generator spells the shared experience object as possibly null; it never is). */
export type Boost = Omit<components['schemas']['Boost'], 'experience'> & {
  experience: NonNullable<components['schemas']['Boost']['experience']>;
};
export type CuratedRecommendation = components['schemas']['CuratedSearchRecommendation'];
export type CuratedContest = components['schemas']['CuratedContest'];
export type FeatureFlags = components['schemas']['StaffFeatureFlags'];
export interface CategoryOption {
  slug: string;
  name: string;
}

export const PICK_LISTS: readonly PickList[] = ['editor-picks', 'top-picks'];
export const PICK_LIST_NAMES: Record<PickList, string> = {
  'editor-picks': 'Editor’s picks',
  'top-picks': 'Top picks',
};

export function isPickList(value: string): value is PickList {
  return (PICK_LISTS as readonly string[]).includes(value);
}

export async function readPicks(location: LocationSlug, list: PickList): Promise<Pick[]> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/staff/curation/locations/{location}/picks/{list}', {
    params: { path: { location, list } },
  });
  return data?.items ?? [];
}

export async function readBoosts(location: LocationSlug): Promise<Boost[]> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/staff/curation/locations/{location}/boosts', {
    params: { path: { location } },
  });
  return (data?.items ?? []).flatMap((boost) =>
    boost.experience ? [{ ...boost, experience: boost.experience }] : [],
  );
}

export async function readRecommendations(location: LocationSlug): Promise<CuratedRecommendation[]> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/staff/curation/locations/{location}/search-recommendations', {
    params: { path: { location } },
  });
  return data?.items ?? [];
}

/** The location's featured categories in order, and every category (to add from). */
export async function readCategories(
  location: LocationSlug,
): Promise<{ featured: CategoryOption[]; all: CategoryOption[] }> {
  const api = await getServerClient();
  const [featured, all] = await Promise.all([
    api.GET('/api/v1/staff/curation/locations/{location}/featured-categories', {
      params: { path: { location } },
    }),
    api.GET('/api/v1/categories'),
  ]);
  return { featured: featured.data?.items ?? [], all: all.data?.items ?? [] };
}

export async function readContests(): Promise<CuratedContest[]> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/staff/curation/contests');
  return data?.items ?? [];
}

export async function readFeatureFlags(): Promise<FeatureFlags | null> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/staff/curation/feature-flags');
  return data ?? null;
}

export interface FoundExperience {
  id: string;
  name: string;
  slug: string;
  location: string | null;
}

/** Published experiences of the location matching `query`, to pick from. */
export async function searchExperiences(location: LocationSlug, query: string): Promise<FoundExperience[]> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/search', {
    params: { query: { q: query, location, type: 'experiences', limit: 10 } },
  });
  return (data?.experiences?.items ?? []).flatMap((item) =>
    item ? [{ id: item.id, name: item.name, slug: item.slug, location: item.location ?? null }] : [],
  );
}

/** The experience an address, slug or id names, as its page shows it; null when there is none to show. */
export async function findExperience(text: string): Promise<FoundExperience | null> {
  const reference: ExperienceReference | null = readExperienceReference(text);
  if (!reference) return null;
  const api = await getServerClient();
  const { data } =
    'id' in reference
      ? await api.GET('/api/v1/experiences/{id}', { params: { path: { id: reference.id } } })
      : await api.GET('/api/v1/experiences/slug/{slug}', { params: { path: { slug: reference.slug } } });
  if (!data) return null;
  return { id: data.id, name: data.name, slug: data.slug, location: data.location ?? null };
}
