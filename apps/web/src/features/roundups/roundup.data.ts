/**
 * Reading a roundup for its page (server side): GET /api/v1/crowd-sourced-roundups/{slug} with the visitor's
 * cookies (a draft is its asker's alone), and the first page of its top recommendations. Once per request (React
 * cache): metadata and page share the call.
 */
import 'server-only';
import { cache } from 'react';
import type { CommentPage, RoundupDetail } from '@/features/comments/comments.types';
import { TOP_LIST_SIZE } from '@/features/comments/thread-page-size';
import { getServerClient } from '@/lib/api-server';

/** The roundup of that slug the visitor may see, or null (unknown, someone else's draft, or the API down). */
export const findRoundupBySlug = cache(async (slug: string): Promise<RoundupDetail | null> => {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/crowd-sourced-roundups/{id}', {
      params: { path: { id: slug } },
      cache: 'no-store',
    });
    return data ?? null;
  } catch {
    return null;
  }
});

export async function loadTopRecommendations(roundupId: string): Promise<CommentPage | null> {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/comments/crowd-sourced-roundup/{id}/top', {
      params: { path: { id: roundupId }, query: { limit: TOP_LIST_SIZE } },
      cache: 'no-store',
    });
    return data ?? null;
  } catch {
    return null;
  }
}
