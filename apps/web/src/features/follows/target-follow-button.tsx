'use client';
/**
 * Following a place or a host: the Follow / Following toggle and the followers count, from one optimistic state
 * (the API's answer replaces the guess; a failure rolls back with a toast). Signed-out visitors are sent to
 * /login?next={this page}.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useToast } from '@/components/toast/toast-provider';
import { getBrowserClient } from '@/lib/api-browser';
import styles from './follow-button.module.css';
import { SignedOutError } from './use-follow';

export type FollowTargetType = 'place' | 'host';

export interface TargetFollowState {
  isFollowing: boolean;
  followersCount: number;
}

const PATHS = {
  place: '/api/v1/follows/places/{id}',
  host: '/api/v1/follows/hosts/{id}',
} as const;

export const targetFollowQueryKey = (type: FollowTargetType, id: string) => ['follows', type, id] as const;

function useTargetFollow(type: FollowTargetType, id: string, initial: TargetFollowState) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const queryKey = targetFollowQueryKey(type, id);
  const query = useQuery({ queryKey, queryFn: () => initial, initialData: initial });
  const mutation = useMutation({
    mutationFn: async (next: TargetFollowState): Promise<TargetFollowState> => {
      const client = getBrowserClient();
      const params = { params: { path: { id } } };
      const { data, response } = next.isFollowing
        ? await client.POST(PATHS[type], params)
        : await client.DELETE(PATHS[type], params);
      if (response.status === 401) throw new SignedOutError('Signed out');
      if (!data) throw new Error(`Follow not saved: ${response.status}`);
      return { isFollowing: data.isFollowing, followersCount: data.followersCount };
    },
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TargetFollowState>(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      if (error instanceof SignedOutError) return;
      toast.show({
        title: 'Could not update what you follow',
        description: 'Please try again.',
        type: 'error',
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
  return { state: query.data, mutation };
}

export interface TargetFollowButtonProps {
  type: FollowTargetType;
  id: string;
  name: string;
  initial: TargetFollowState;
  isSignedIn: boolean;
}

export function TargetFollowButton({ type, id, name, initial, isSignedIn }: TargetFollowButtonProps) {
  const router = useRouter();
  const pathname = usePathname();
  const { state, mutation } = useTargetFollow(type, id, initial);
  const toLogin = () => router.push(`/login?next=${encodeURIComponent(pathname)}`);

  const onClick = () => {
    if (!isSignedIn) {
      toLogin();
      return;
    }
    const next = {
      isFollowing: !state.isFollowing,
      followersCount: Math.max(0, state.followersCount + (state.isFollowing ? -1 : 1)),
    };
    mutation.mutate(next, {
      onError: (error) => {
        if (error instanceof SignedOutError) toLogin();
      },
    });
  };

  // A toggle (aria-pressed) named "Follow {name}", as the profile's button.
  return (
    <span className={styles.targetFollow}>
      <button
        type="button"
        className={`button ${state.isFollowing ? `button-secondary ${styles.following}` : ''} ${styles.button}`}
        aria-pressed={state.isFollowing}
        aria-label={`Follow ${name}`}
        title={state.isFollowing ? `Unfollow ${name}` : undefined}
        onClick={onClick}
      >
        {state.isFollowing ? (
          <>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path fill="currentColor" d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4z" />
            </svg>
            Following
          </>
        ) : (
          'Follow'
        )}
      </button>
      <span className={styles.count} data-testid="followers-count" aria-live="polite">
        <strong>{state.followersCount}</strong> {state.followersCount === 1 ? 'follower' : 'followers'}
      </span>
    </span>
  );
}
