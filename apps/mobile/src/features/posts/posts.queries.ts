/**
 * Photo and video posts (spec §3 Post, §7 /api/v1/posts): the posts about one experience or one place, newest
 * first a page at a time; one post for its screen; posting one (the file uploaded first, media-upload.ts) and
 * deleting one's own. Writes refresh every list of posts, and the post itself.
 */
import type { components } from '@happenings/client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import type { UploadedMedia } from './media-upload.ts';

export type Post = NonNullable<components['schemas']['PostListItem']>;

/** What a post is about and a list shows the posts of: one experience or one place. */
export type PostSubject = { experienceId: string } | { venueId: string };

export const POSTS_PAGE_SIZE = 12;

export const postsQueryKey = (subject: PostSubject) =>
  'experienceId' in subject
    ? (['posts', 'experience', subject.experienceId] as const)
    : (['posts', 'venue', subject.venueId] as const);
export const postQueryKey = (id: string) => ['posts', 'post', id] as const;

/** Only the subject's own id: a caller passing a wider object sends no stray query parameter. */
export function subjectOf(props: PostSubject): PostSubject {
  return 'experienceId' in props ? { experienceId: props.experienceId } : { venueId: props.venueId };
}

export function usePosts(subject: PostSubject) {
  return useInfiniteQuery({
    queryKey: postsQueryKey(subject),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const { data, response } = await getAppServices().api.GET('/api/v1/posts', {
        params: {
          query: { ...subject, limit: POSTS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function usePost(id: string) {
  return useQuery({
    queryKey: postQueryKey(id),
    queryFn: async (): Promise<Post> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/posts/{id}', {
        params: { path: { id } },
      });
      if (!data) throw new ApiRequestError(response.status);
      return data;
    },
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
}

/** A refusal carries the API's own sentence (spec §8 error shape), which the composer shows. */
function refused(error: unknown, response: Response): ApiRequestError {
  return new ApiRequestError(response.status, apiErrorReason(error));
}

export function useCreatePost(subject: PostSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ media, caption }: { media: UploadedMedia; caption: string }): Promise<Post> => {
      const { data, error, response } = await getAppServices().api.POST('/api/v1/posts', {
        body: { media: [media], caption: caption.trim() ? caption : null, ...subject },
      });
      if (!data) throw refused(error, response);
      return data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (post: Pick<Post, 'id'>) => {
      const { data, error, response } = await getAppServices().api.DELETE('/api/v1/posts/{id}', {
        params: { path: { id: post.id } },
      });
      if (!data) throw refused(error, response);
      return data;
    },
    onSuccess: (_, post) => {
      queryClient.removeQueries({ queryKey: postQueryKey(post.id) });
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
  });
}

/** The screen of what a post is about: an event's or a place's. */
export function postSubjectLink(post: Pick<Post, 'experience' | 'venue'>): {
  href: string;
  name: string;
  kind: 'Event' | 'Place';
} | null {
  if (post.experience)
    return {
      href: `/event/${encodeURIComponent(post.experience.slug)}`,
      name: post.experience.name,
      kind: 'Event',
    };
  if (post.venue)
    return { href: `/place/${encodeURIComponent(post.venue.id)}`, name: post.venue.name, kind: 'Place' };
  return null;
}

export function postAuthorName(post: Pick<Post, 'user'>): string {
  return post.user.displayName || post.user.username || 'A member';
}
