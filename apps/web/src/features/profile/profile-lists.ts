/**
 * Paging of a profile's lists, shared by the server (first page) and the browser ("Load more"): interested events
 * upcoming first (GET /api/v2/users/interested?timing=FUTURE, then PAST) and posts (GET /api/v1/users/posts).
 */
import type { components, HappeningsClient } from '@happenings/client';

export type InterestedExperience = NonNullable<components['schemas']['InterestedExperience']>;
export type PostItem = NonNullable<components['schemas']['PostListItem']>;

export const PROFILE_PAGE_SIZE = 8;

export interface InterestedPageParam {
  timing: 'FUTURE' | 'PAST';
  cursor: string | null;
}

export interface InterestedPage {
  items: InterestedExperience[];
  param: InterestedPageParam;
  next: InterestedPageParam | null;
  /** 401: the API shows interests to signed-in callers only. */
  isSignedOut?: boolean;
}

export interface PostPage {
  items: PostItem[];
  nextCursor: string | null;
}

/** The browser's cache key of a profile's interested list. */
export const profileInterestedQueryKey = (userId: string) => ['profile', userId, 'interested'] as const;

/** Matches the cached interested list of any profile (for screens that change someone's interests). */
export const isProfileInterestedQuery = (query: { queryKey: readonly unknown[] }): boolean =>
  query.queryKey[0] === 'profile' && query.queryKey[2] === 'interested';

export const FIRST_INTERESTED_PARAM: InterestedPageParam = { timing: 'FUTURE', cursor: null };

/** After the upcoming ones run out, the past ones follow. */
export function nextInterestedParam(
  param: InterestedPageParam,
  nextCursor: string | null,
): InterestedPageParam | null {
  if (nextCursor) return { timing: param.timing, cursor: nextCursor };
  if (param.timing === 'FUTURE') return { timing: 'PAST', cursor: null };
  return null;
}

export async function fetchInterestedPage(
  client: HappeningsClient,
  userId: string,
  param: InterestedPageParam,
  limit = PROFILE_PAGE_SIZE,
): Promise<InterestedPage> {
  const { data, response } = await client.GET('/api/v2/users/interested', {
    params: {
      query: { userId, limit, timing: param.timing, ...(param.cursor ? { cursor: param.cursor } : {}) },
    },
  });
  if (response.status === 401) return { items: [], param, next: null, isSignedOut: true };
  if (!data) throw new Error(`Interested events not loaded: ${response.status}`);
  return { items: data.items, param, next: nextInterestedParam(param, data.nextCursor) };
}

/**
 * The first page to show: upcoming interests, or the past ones straight away when there are no upcoming ones
 * (pages are filtered by timing after paging, so a page can come back short or empty with more behind it).
 */
export async function fetchFirstInterestedPage(
  client: HappeningsClient,
  userId: string,
): Promise<InterestedPage> {
  let page = await fetchInterestedPage(client, userId, FIRST_INTERESTED_PARAM);
  for (let hops = 0; page.items.length === 0 && page.next && hops < 3; hops += 1) {
    page = await fetchInterestedPage(client, userId, page.next);
  }
  return page;
}

export async function fetchPostPage(
  client: HappeningsClient,
  userId: string,
  cursor: string | null,
  limit = PROFILE_PAGE_SIZE,
): Promise<PostPage> {
  const { data, response } = await client.GET('/api/v1/users/posts', {
    params: { query: { userId, limit, ...(cursor ? { cursor } : {}) } },
  });
  if (!data) throw new Error(`Posts not loaded: ${response.status}`);
  return { items: data.items, nextCursor: data.nextCursor };
}
