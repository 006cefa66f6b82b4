/**
 * Reading posts for server-rendered pages: one post for its page (GET /api/v1/posts/{id} with the visitor's
 * cookies, so an author reads their moderated post and why), once per request (React cache: metadata and page share
 * the call), and the first page of an experience's or a place's posts.
 */
import 'server-only';
import { cache } from 'react';
import { getServerClient } from '@/lib/api-server';
import { fetchPostsPage, type Post, type PostPage, type PostSubject } from './posts.types';

/** The post the visitor may see, or null (unknown, deleted, kept from them, or the API down). */
export const findPost = cache(async (id: string): Promise<Post | null> => {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/posts/{id}', { params: { path: { id } }, cache: 'no-store' });
    return data ?? null;
  } catch {
    return null;
  }
});

export async function loadPostsFirstPage(subject: PostSubject): Promise<PostPage | null> {
  try {
    return await fetchPostsPage(await getServerClient(), subject, null);
  } catch {
    return null;
  }
}
