/**
 * Reading a profile for /u/{username} on the server (GET /api/v2/users/username/{username}/profile) with the
 * visitor's cookies, so `relationship` is theirs; and the first page of each list.
 */
import 'server-only';
import type { components } from '@happenings/client';
import { cache } from 'react';
import { getServerClient } from '@/lib/api-server';
import { fetchFirstInterestedPage, fetchPostPage, type InterestedPage, type PostPage } from './profile-lists';

export type UserProfile = NonNullable<components['schemas']['UserProfile']>;

export const findProfileByUsername = cache(async (username: string): Promise<UserProfile | null> => {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v2/users/username/{username}/profile', {
      params: { path: { username } },
    });
    return data ?? null;
  } catch {
    return null;
  }
});

export async function loadFirstInterestedPage(userId: string): Promise<InterestedPage | null> {
  try {
    return await fetchFirstInterestedPage(await getServerClient(), userId);
  } catch {
    return null;
  }
}

export async function loadFirstPostPage(userId: string): Promise<PostPage | null> {
  try {
    return await fetchPostPage(await getServerClient(), userId, null);
  } catch {
    return null;
  }
}
