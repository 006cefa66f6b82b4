/**
 * Follow / Unfollow on someone's profile. Someone who follows the caller gets "Follow back"; signed out, the button
 * opens sign-in.
 */
import type { components } from '@happenings/client';
import { useRouter } from 'expo-router';
import { Button } from '../../components/button.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { isFollowing, useFollowToggle } from './follows.queries.ts';

type UserProfile = components['schemas']['UserProfile'];

export function FollowButton({ profile }: { profile: UserProfile & { username: string } }) {
  const router = useRouter();
  const signedIn = useSignedIn();
  const toast = useToast();
  const toggle = useFollowToggle(profile);
  const following = isFollowing(profile.relationship);

  if (!signedIn) {
    return <Button label="Sign in to follow" variant="outline" onPress={() => router.push('/sign-in')} />;
  }

  const onPress = () =>
    toggle.mutate(!following, {
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) return;
        toast.show({
          title: following ? 'Could not unfollow' : 'Could not follow',
          description:
            error instanceof ApiRequestError && error.status === 429
              ? 'You have followed many people lately. Try again later.'
              : 'Check your connection and try again.',
          type: 'error',
        });
      },
    });

  return (
    <Button
      label={following ? 'Unfollow' : profile.relationship === 'follower' ? 'Follow back' : 'Follow'}
      variant={following ? 'outline' : 'primary'}
      onPress={onPress}
      busy={toggle.isPending}
      selected={following}
      testID="follow-button"
    />
  );
}
