/**
 * Follow / Unfollow on someone's profile or beside their name in a list (then `name` says whom each button
 * follows). Someone who follows the caller gets "Follow back"; signed out, the button opens sign-in.
 */
import type { Relationship } from '@happenings/domain/enums';
import { useRouter } from 'expo-router';
import { Button } from '../../components/button.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { type FollowTarget, isFollowing, useFollowToggle } from './follows.queries.ts';

export interface FollowButtonProps {
  profile: FollowTarget;
  /** The person's name, for a screen reader when several buttons share a screen ("Follow Zoë Park"). */
  name?: string;
  onFollowChange?: (relationship: Relationship) => void;
}

export function FollowButton({ profile, name, onFollowChange }: FollowButtonProps) {
  const router = useRouter();
  const signedIn = useSignedIn();
  const toast = useToast();
  const toggle = useFollowToggle(profile, onFollowChange);
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

  const label = following ? 'Unfollow' : profile.relationship === 'follower' ? 'Follow back' : 'Follow';
  return (
    <Button
      label={label}
      accessibilityLabel={name ? `${label} ${name}` : undefined}
      variant={following ? 'outline' : 'primary'}
      onPress={onPress}
      busy={toggle.isPending}
      selected={following}
      testID="follow-button"
    />
  );
}
