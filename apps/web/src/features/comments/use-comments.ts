'use client';
/**
 * Reading and writing comments from the browser (spec §7 Comments): a thread in either sort, a comment's replies
 * and a roundup's top recommendations as paged queries, and the writes. Votes and likes show at once and roll
 * back when the API refuses them; posts, replies, edits and deletions update every cached list the comment is in.
 */
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { getBrowserClient } from '@/lib/api-browser';
import { appendReply, mapComment, prependComment, toPlaceholder, withLike, withVote } from './comment-cache';
import type { Comment, CommentPage, CommentPages, CommentSort, ThreadSubject, Vote } from './comments.types';
import { THREAD_PAGE_SIZE, TOP_LIST_SIZE } from './thread-page-size';

export const commentsRootKey = ['comments'] as const;
export const threadKey = (subject: ThreadSubject, sort: CommentSort) =>
  ['comments', 'thread', subject.itemType, subject.itemId, sort] as const;
export const repliesKey = (parentId: string) => ['comments', 'replies', parentId] as const;
export const topKey = (roundupId: string) => ['comments', 'top', roundupId] as const;

/** The API answered 401: the session is gone; the caller is sent to sign in. */
export class SignedOutError extends Error {}

/** The API refused the write; `message` is the API's own sentence (it names the field or the limit). */
export class CommentWriteError extends Error {}

interface ApiAnswer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function unwrap<T>(answer: ApiAnswer<T>, fallback: string): T {
  if (answer.response.status === 401) throw new SignedOutError('Signed out');
  if (answer.data !== undefined && answer.response.ok) return answer.data;
  const message = (answer.error as { error?: { message?: string } } | undefined)?.error?.message;
  throw new CommentWriteError(message ?? fallback);
}

const infinite = (page: CommentPage): InfiniteData<CommentPage, string | null> => ({
  pages: [page],
  pageParams: [null],
});

export function useThread(subject: ThreadSubject, sort: CommentSort, initialPage: CommentPage | null) {
  return useInfiniteQuery({
    queryKey: threadKey(subject, sort),
    queryFn: async ({ pageParam }) =>
      unwrap(
        await getBrowserClient().GET('/api/v1/comments', {
          params: {
            query: {
              itemType: subject.itemType,
              itemId: subject.itemId,
              sort,
              limit: THREAD_PAGE_SIZE,
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
        }),
        'Could not load the comments.',
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The server rendered the first page of the newest comments with the page: no second request for it.
    ...(initialPage && sort === 'new' ? { initialData: infinite(initialPage) } : {}),
  });
}

export function useReplies(parentId: string, isOpen: boolean) {
  return useInfiniteQuery({
    queryKey: repliesKey(parentId),
    queryFn: async ({ pageParam }) =>
      unwrap(
        await getBrowserClient().GET('/api/v1/comments/{id}/replies', {
          params: {
            path: { id: parentId },
            query: { limit: THREAD_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
          },
        }),
        'Could not load the replies.',
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: isOpen,
  });
}

export function useTopRecommendations(roundupId: string, initialPage: CommentPage | null) {
  return useInfiniteQuery({
    queryKey: topKey(roundupId),
    queryFn: async ({ pageParam }) =>
      unwrap(
        await getBrowserClient().GET('/api/v1/comments/crowd-sourced-roundup/{id}/top', {
          params: {
            path: { id: roundupId },
            query: { limit: TOP_LIST_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
          },
        }),
        'Could not load the top recommendations.',
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...(initialPage ? { initialData: infinite(initialPage) } : {}),
  });
}

export interface RecommendsInput {
  itemType: 'experience' | 'place';
  itemId: string;
}

export interface CommentActionsOptions {
  subject: ThreadSubject;
  /** Said in the thread's live region: what failed and what to do. */
  onError: (message: string) => void;
  /** The session is gone: send the visitor to sign in. */
  onSignedOut: () => void;
}

/** Every write on a thread, each updating the cached lists it changes. */
export function useCommentActions({ subject, onError, onSignedOut }: CommentActionsOptions) {
  const queryClient = useQueryClient();
  const client = getBrowserClient();
  const isRoundup = subject.itemType === 'crowd-sourced-roundup';

  /** Applies `update` to the comment in every cached list; answers what to restore on failure. */
  const updateEverywhere = (id: string, update: (comment: Comment) => Comment | null) => {
    const snapshot = queryClient.getQueriesData<CommentPages>({ queryKey: commentsRootKey });
    queryClient.setQueriesData<CommentPages>({ queryKey: commentsRootKey }, (data) =>
      mapComment(data, id, update),
    );
    return snapshot;
  };
  const restore = (snapshot: ReturnType<typeof updateEverywhere> | undefined) => {
    for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
  };
  const failed = (error: Error, message: string) => {
    if (error instanceof SignedOutError) onSignedOut();
    else onError(error instanceof CommentWriteError ? error.message : message);
  };
  /** Composers show their own refusal beside the text (mutateAsync rejects into them). */
  const composerFailed = (error: Error) => {
    if (error instanceof SignedOutError) onSignedOut();
  };
  /** The ranking moved: the top list asks again for its order. */
  const reorderTop = () => {
    if (isRoundup) void queryClient.invalidateQueries({ queryKey: topKey(subject.itemId) });
  };

  const vote = useMutation({
    mutationFn: async ({ comment, next }: { comment: Comment; next: Vote }) => {
      const params = { params: { path: { id: comment.id } } };
      const answer =
        next === 'up'
          ? await client.POST('/api/v1/comments/{id}/upvote', params)
          : next === 'down'
            ? await client.POST('/api/v1/comments/{id}/downvote', params)
            : await client.DELETE('/api/v1/comments/{id}/vote', params);
      return unwrap(answer, 'Your vote was not saved.');
    },
    onMutate: ({ comment, next }) => updateEverywhere(comment.id, (item) => withVote(item, next)),
    onError: (error, _input, snapshot) => {
      restore(snapshot);
      failed(error, 'Your vote was not saved. Check your connection and try again.');
    },
    onSuccess: (saved) => {
      updateEverywhere(saved.id, (item) => ({ ...item, votes: saved.votes }));
      reorderTop();
      void queryClient.invalidateQueries({ queryKey: threadKey(subject, 'top') });
    },
  });

  const like = useMutation({
    mutationFn: async ({ comment, liked }: { comment: Comment; liked: boolean }) => {
      const params = { params: { path: { id: comment.id } } };
      const answer = liked
        ? await client.POST('/api/v1/comments/{id}/likes', params)
        : await client.DELETE('/api/v1/comments/{id}/likes', params);
      return unwrap(answer, 'Your like was not saved.');
    },
    onMutate: ({ comment, liked }) => updateEverywhere(comment.id, (item) => withLike(item, liked)),
    onError: (error, _input, snapshot) => {
      restore(snapshot);
      failed(error, 'Your like was not saved. Check your connection and try again.');
    },
    onSuccess: (saved) =>
      updateEverywhere(saved.id, (item) => ({ ...item, likes: saved.likes, isLiked: saved.isLiked })),
  });

  const post = useMutation({
    mutationFn: async ({ text, recommends }: { text: string; recommends: RecommendsInput | null }) => {
      const body = { text, ...(recommends ? { recommends } : {}) };
      const params = { path: { id: subject.itemId } };
      const answer =
        subject.itemType === 'experience'
          ? await client.POST('/api/v1/comments/experience/{id}', { params, body })
          : subject.itemType === 'place'
            ? await client.POST('/api/v1/comments/place/{id}', { params, body })
            : await client.POST('/api/v1/comments/crowd-sourced-roundup/{id}', { params, body });
      return unwrap(answer, 'Your comment was not posted.');
    },
    onError: composerFailed,
    onSuccess: (saved) => {
      queryClient.setQueryData<CommentPages>(threadKey(subject, 'new'), (data) =>
        prependComment(data, saved),
      );
      void queryClient.invalidateQueries({ queryKey: threadKey(subject, 'top') });
      reorderTop();
    },
  });

  const reply = useMutation({
    mutationFn: async ({ to, text }: { to: Comment; text: string }) =>
      unwrap(
        await client.POST('/api/v1/comments/comment/{id}', {
          params: { path: { id: to.id } },
          body: { text },
        }),
        'Your reply was not posted.',
      ),
    onError: composerFailed,
    onSuccess: (saved) => {
      const parentId = saved.parentCommentId;
      if (!parentId) return;
      queryClient.setQueryData<CommentPages>(repliesKey(parentId), (data) => appendReply(data, saved));
      updateEverywhere(parentId, (item) => ({ ...item, repliesCount: item.repliesCount + 1 }));
    },
  });

  const edit = useMutation({
    mutationFn: async ({
      comment,
      text,
      recommends,
    }: {
      comment: Comment;
      text: string;
      /** A recommendation's pointer: null removes it; undefined (any other comment) leaves it alone. */
      recommends?: RecommendsInput | null;
    }) =>
      unwrap(
        await client.PATCH('/api/v1/comments/{id}', {
          params: { path: { id: comment.id } },
          body: { text, ...(recommends !== undefined ? { recommends } : {}) },
        }),
        'Your change was not saved.',
      ),
    onError: composerFailed,
    onSuccess: (saved) => {
      updateEverywhere(saved.id, () => saved);
      // The top list shows what a recommendation points at: ask it again when that may have changed.
      if (saved.kind === 'recommendation') reorderTop();
    },
  });

  const remove = useMutation({
    mutationFn: async ({ comment }: { comment: Comment }) =>
      unwrap(
        await client.DELETE('/api/v1/comments/{id}', { params: { path: { id: comment.id } } }),
        'The comment was not deleted.',
      ),
    onError: (error) => failed(error, 'The comment was not deleted. Check your connection and try again.'),
    onSuccess: (outcome, { comment }) => {
      updateEverywhere(comment.id, (item) =>
        outcome.outcome === 'placeholder' ? toPlaceholder(item) : null,
      );
      if (comment.parentCommentId) {
        updateEverywhere(comment.parentCommentId, (item) => ({
          ...item,
          repliesCount: Math.max(0, item.repliesCount - 1),
        }));
      }
      reorderTop();
    },
  });

  return { vote, like, post, reply, edit, remove };
}

export type CommentActions = ReturnType<typeof useCommentActions>;
