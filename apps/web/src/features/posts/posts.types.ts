/**
 * Posts as the website reads them (the API's PostListItem), what a list of posts is about, and the paging shared by
 * the server (first page) and the browser ("Load more", and the list refreshed after a new post).
 */
import type { components, HappeningsClient } from '@happenings/client';

export type Post = NonNullable<components['schemas']['PostListItem']>;

export interface PostPage {
  items: Post[];
  nextCursor: string | null;
}

/** What a composer posts about and a list shows the posts of: one experience or one place. */
export type PostSubject = { experienceId: string } | { venueId: string };

export const POSTS_PAGE_SIZE = 12;

/** The browser's cache key of a subject's posts (the composer refreshes it after posting). */
export const postsQueryKey = (subject: PostSubject) =>
  'experienceId' in subject
    ? (['posts', 'experience', subject.experienceId] as const)
    : (['posts', 'venue', subject.venueId] as const);

/** One page of the posts about the subject; null when the API did not answer (or the subject is hidden). */
export async function fetchPostsPage(
  client: HappeningsClient,
  subject: PostSubject,
  cursor: string | null,
): Promise<PostPage | null> {
  const { data } = await client.GET('/api/v1/posts', {
    params: { query: { ...subject, limit: POSTS_PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
    cache: 'no-store',
  });
  return data ?? null;
}

/** The page of what a post is about: an event's or a place's. */
export function postSubjectLink(
  post: Pick<Post, 'experience' | 'venue'>,
): { href: string; name: string } | null {
  if (post.experience) return { href: `/event/${post.experience.slug}`, name: post.experience.name };
  if (post.venue) return { href: `/place/${encodeURIComponent(post.venue.id)}`, name: post.venue.name };
  return null;
}

export const postPath = (post: Pick<Post, 'id'>) => `/post/${encodeURIComponent(post.id)}`;

/** Words for a post where a title is needed: its caption's start, else whose post about what. */
export function postTitle(
  post: Pick<Post, 'caption' | 'user' | 'experience' | 'venue'>,
  length = 90,
): string {
  const caption = post.caption?.trim();
  if (caption) return caption.length > length ? `${caption.slice(0, length - 1)}…` : caption;
  const author = post.user.displayName || post.user.username || 'A member';
  const about = postSubjectLink(post);
  return about ? `${author} at ${about.name}` : `A post by ${author}`;
}
