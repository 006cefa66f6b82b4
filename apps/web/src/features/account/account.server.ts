/**
 * Server reads of the onboarding and account screens: the caller's own profile and the categories to pick
 * interests from.
 */
import 'server-only';
import type { components } from '@happenings/client';
import { getServerClient } from '@/lib/api-server';
import { getServerEnv } from '@/lib/env';

export type OwnProfile = components['schemas']['OwnProfile'];
export interface Category {
  slug: string;
  name: string;
}

/** GET /api/v2/users/profile with the visitor's cookie; null when signed out. */
export async function getOwnProfile(): Promise<OwnProfile | null> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v2/users/profile');
  return data ?? null;
}

/** GET /api/v1/categories (spec §8: a category lookup failure gives an empty list). */
export async function listCategories(): Promise<Category[]> {
  try {
    const response = await fetch(`${getServerEnv().apiUrl}/api/v1/categories`, { cache: 'no-store' });
    if (!response.ok) return [];
    const body = (await response.json()) as { items?: Category[] };
    return body.items ?? [];
  } catch {
    return [];
  }
}
