/**
 * Follow / Unfollow on a place's or a host's screen, with its followers count, as on the website; signed out,
 * the button opens sign-in. Named with what it follows ("Follow Royale"), as the website's button is.
 */
import type { QueryKey } from '@tanstack/react-query';
import { useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { type FollowTargetType, useTargetFollowToggle } from './target-follows.queries.ts';

export function TargetFollowButton({
  type,
  id,
  name,
  state,
  detailKey,
}: {
  type: FollowTargetType;
  id: string;
  name: string;
  state: { isFollowing?: boolean; followersCount: number };
  /** The query of the place or host shown, which holds its follow state and takes the API's answer. */
  detailKey: QueryKey;
}) {
  const router = useRouter();
  const signedIn = useSignedIn();
  const toast = useToast();
  const toggle = useTargetFollowToggle(type, id, detailKey);
  const following = state.isFollowing === true;
  const count = state.followersCount;

  const onPress = () =>
    toggle.mutate(!following, {
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) return;
        toast.show({
          title: following ? 'Could not unfollow' : 'Could not follow',
          description:
            error instanceof ApiRequestError && error.status === 429
              ? 'You have followed a lot lately. Try again later.'
              : 'Check your connection and try again.',
          type: 'error',
        });
      },
    });

  return (
    <View style={styles.row}>
      {signedIn ? (
        <Button
          label={following ? 'Unfollow' : 'Follow'}
          accessibilityLabel={`${following ? 'Unfollow' : 'Follow'} ${name}`}
          variant={following ? 'outline' : 'primary'}
          onPress={onPress}
          busy={toggle.isPending}
          selected={following}
          testID="follow-button"
        />
      ) : (
        <Button label="Sign in to follow" variant="outline" onPress={() => router.push('/sign-in')} />
      )}
      <Text style={styles.count} accessibilityLiveRegion="polite" testID="followers-count">
        {count} {count === 1 ? 'follower' : 'followers'}
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: spacing.md },
  count: { fontSize: 15, ...typography.text, color: colors.muted },
});
