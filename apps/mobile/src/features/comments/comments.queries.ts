/**
 * Threads (spec §7 Comments): the top-level comments of an experience or a roundup, newest or top first, 20 a
 * page (spec §9); a comment's replies; posting, replying, editing and deleting; votes up and down and likes; a
 * roundup's top recommendations, ranked by the API. Every write refreshes the comment lists it may change (all of
 * them: a vote moves the top order, a reply changes its parent's count) and the roundup's own counts.
 */
import type { components } from '@happenings/client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export type ThreadComment = components['schemas']['Comment'];
type CommentPage = components['schemas']['CommentPage'];

/** What a thread belongs to: an experience (the event screen), a place or a crowd-sourced roundup, by id. */
export interface ThreadSubject {
  type: 'experience' | 'place' | 'crowd-sourced-roundup';
  id: string;
}

/** The website's two orders: newest first, or by votes (spec §7 `sort=new|top`). */
export type CommentSort = 'new' | 'top';

export const threadQueryKey = (subject: ThreadSubject, sort: CommentSort = 'new') =>
  ['comments', subject.type, subject.id, 'thread', sort] as const;
export const repliesQueryKey = (parentId: string) => ['comments', 'replies', parentId] as const;
export const topRecommendationsQueryKey = (roundupId: string) =>
  ['comments', 'crowd-sourced-roundup', roundupId, 'top'] as const;

async function getThreadPage(
  subject: ThreadSubject,
  sort: CommentSort,
  cursor: string | undefined,
): Promise<CommentPage> {
  const { api } = getAppServices();
  const params = {
    params: {
      path: { id: subject.id },
      query: { sort, limit: 20, ...(cursor ? { cursor } : {}) },
    },
  };
  const { data, response } =
    subject.type === 'experience'
      ? await api.GET('/api/v1/comments/experience/{id}', params)
      : subject.type === 'place'
        ? await api.GET('/api/v1/comments/place/{id}', params)
        : await api.GET('/api/v1/comments/crowd-sourced-roundup/{id}', params);
  if (!data) throw new ApiRequestError(response.status);
  return data;
}

export function useThread(subject: ThreadSubject, sort: CommentSort = 'new') {
  return useInfiniteQuery({
    queryKey: threadQueryKey(subject, sort),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getThreadPage(subject, sort, pageParam),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A comment's replies, oldest first as the API keeps them, asked for once they are opened. */
export function useReplies(parentId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: repliesQueryKey(parentId),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }): Promise<CommentPage> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/comments/{id}/replies', {
        params: { path: { id: parentId }, query: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A vote as the API keeps it: up, down or none (taking it back). */
export type Vote = ThreadComment['votes']['mine'];

/** The writes on a comment of a thread: vote, like, reply, edit, delete. */
export function useCommentActions(subject: ThreadSubject) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['comments'] });
    if (subject.type === 'crowd-sourced-roundup')
      void queryClient.invalidateQueries({ queryKey: ['roundup'] });
  };
  // A refusal carries the API's own sentence (spec §8 error shape), which the row shows.
  const answer = <T>({ data, error, response }: { data?: T; error?: unknown; response: Response }): T => {
    if (data) return data;
    throw new ApiRequestError(response.status, apiErrorReason(error));
  };
  const vote = useMutation({
    mutationFn: async ({ comment, next }: { comment: ThreadComment; next: Vote }) => {
      const { api } = getAppServices();
      const params = { params: { path: { id: comment.id } } };
      return answer(
        next === 'up'
          ? await api.POST('/api/v1/comments/{id}/upvote', params)
          : next === 'down'
            ? await api.POST('/api/v1/comments/{id}/downvote', params)
            : await api.DELETE('/api/v1/comments/{id}/vote', params),
      );
    },
    onSuccess: refresh,
  });
  const like = useMutation({
    mutationFn: async ({ comment, liked }: { comment: ThreadComment; liked: boolean }) => {
      const { api } = getAppServices();
      const params = { params: { path: { id: comment.id } } };
      return answer(
        liked
          ? await api.POST('/api/v1/comments/{id}/likes', params)
          : await api.DELETE('/api/v1/comments/{id}/likes', params),
      );
    },
    onSuccess: refresh,
  });
  const reply = useMutation({
    mutationFn: async ({ to, text }: { to: ThreadComment; text: string }) =>
      answer(
        await getAppServices().api.POST('/api/v1/comments/comment/{id}', {
          params: { path: { id: to.id } },
          body: { text },
        }),
      ),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: async ({ comment, text }: { comment: ThreadComment; text: string }) =>
      answer(
        await getAppServices().api.PATCH('/api/v1/comments/{id}', {
          params: { path: { id: comment.id } },
          body: { text },
        }),
      ),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (comment: ThreadComment) =>
      answer(
        await getAppServices().api.DELETE('/api/v1/comments/{id}', { params: { path: { id: comment.id } } }),
      ),
    onSuccess: refresh,
  });
  return { vote, like, reply, edit, remove };
}

export type CommentActions = ReturnType<typeof useCommentActions>;

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

/** What a roundup answer recommends: an experience or a place, by id (the API answers it with its name). */
export interface RecommendsInput {
  itemType: 'experience' | 'place';
  itemId: string;
}

export function usePostComment(subject: ThreadSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      text,
      recommends,
    }: {
      text: string;
      recommends?: RecommendsInput | null;
    }): Promise<ThreadComment> => {
      const { api } = getAppServices();
      const params = {
        params: { path: { id: subject.id } },
        body: { text, ...(recommends ? { recommends } : {}) },
      };
      const { data, response } =
        subject.type === 'experience'
          ? await api.POST('/api/v1/comments/experience/{id}', params)
          : subject.type === 'place'
            ? await api.POST('/api/v1/comments/place/{id}', params)
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
