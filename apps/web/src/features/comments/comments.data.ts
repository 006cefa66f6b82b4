/**
 * The first page of a thread, read on the server so visitors and search engines see the comments with the page
 * (GET /api/v1/comments, newest first, with the visitor's cookies so votes and "yours" are theirs). Null when
 * the API fails: the thread then loads in the browser.
 */
import 'server-only';
import { getServerClient } from '@/lib/api-server';
import type { CommentPage, ThreadSubject } from './comments.types';
import { THREAD_PAGE_SIZE } from './thread-page-size';

export async function loadThreadFirstPage(subject: ThreadSubject): Promise<CommentPage | null> {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/comments', {
      params: { query: { ...subject, sort: 'new', limit: THREAD_PAGE_SIZE } },
      cache: 'no-store',
    });
    return data ?? null;
  } catch {
    return null;
  }
}
