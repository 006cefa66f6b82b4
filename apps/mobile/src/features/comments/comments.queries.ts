/**
 * Threads (spec §7 Comments): the top-level comments of an experience or a roundup, newest first, 20 a page
 * (spec §9); posting one; a roundup's top recommendations, ranked by the API; voting a comment up (and taking the
 * vote back). Posting and voting refresh the thread and the ranking they change.
 */
import type { components } from '@happenings/client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export type ThreadComment = components['schemas']['Comment'];
type CommentPage = components['schemas']['CommentPage'];

/** What a thread belongs to: an experience (the event screen) or a crowd-sourced roundup, by id. */
export interface ThreadSubject {
  type: 'experience' | 'crowd-sourced-roundup';
  id: string;
}

export const threadQueryKey = (subject: ThreadSubject) => ['comments', subject.type, subject.id] as const;
export const topRecommendationsQueryKey = (roundupId: string) =>
  ['comments', 'crowd-sourced-roundup', roundupId, 'top'] as const;

async function getThreadPage(subject: ThreadSubject, cursor: string | undefined): Promise<CommentPage> {
  const { api } = getAppServices();
  const params = {
    params: {
      path: { id: subject.id },
      query: { sort: 'new' as const, limit: 20, ...(cursor ? { cursor } : {}) },
    },
  };
  const { data, response } =
    subject.type === 'experience'
      ? await api.GET('/api/v1/comments/experience/{id}', params)
      : await api.GET('/api/v1/comments/crowd-sourced-roundup/{id}', params);
  if (!data) throw new ApiRequestError(response.status);
  return data;
}

export function useThread(subject: ThreadSubject) {
  return useInfiniteQuery({
    queryKey: threadQueryKey(subject),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getThreadPage(subject, pageParam),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useTopRecommendations(roundupId: string) {
  return useQuery({
    queryKey: topRecommendationsQueryKey(roundupId),
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET(
        '/api/v1/comments/crowd-sourced-roundup/{id}/top',
        { params: { path: { id: roundupId }, query: { limit: 5 } } },
      );
      if (!data) throw new ApiRequestError(response.status);
      return data.items;
    },
  });
}

export function usePostComment(subject: ThreadSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string): Promise<ThreadComment> => {
      const { api } = getAppServices();
      const params = { params: { path: { id: subject.id } }, body: { text } };
      const { data, response } =
        subject.type === 'experience'
          ? await api.POST('/api/v1/comments/experience/{id}', params)
          : await api.POST('/api/v1/comments/crowd-sourced-roundup/{id}', params);
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    // The thread, the ranking and the roundup's answer count all change.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['comments', subject.type, subject.id] });
      if (subject.type === 'crowd-sourced-roundup')
        void queryClient.invalidateQueries({ queryKey: ['roundup'] });
    },
  });
}

/** Votes a comment up, or takes the caller's up-vote back (DELETE /comments/{id}/vote). */
export function useUpvote(subject: ThreadSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (comment: ThreadComment): Promise<ThreadComment> => {
      const { api } = getAppServices();
      const params = { params: { path: { id: comment.id } } };
      const { data, response } =
        comment.votes.mine === 'up'
          ? await api.DELETE('/api/v1/comments/{id}/vote', params)
          : await api.POST('/api/v1/comments/{id}/upvote', params);
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['comments', subject.type, subject.id] }),
  });
}
