/**
 * Someone else's profile (spec §2 /u/{username}): picture, name, bio, their follower, following and interested
 * counts, and Follow / Unfollow for the signed-in, with "More" to report it (issue 23). Opening one's own shows it
 * without either.
 */
import type { components } from '@happenings/client';
import { Stack, useLocalSearchParams } from 'expo-router';
import { ActivityIndicator, Image, RefreshControl, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { isNotFound } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { FollowButton } from '../follows/follow-button.tsx';
import { MoreActions } from '../moderation-report/report-menu.tsx';
import { useUserProfile } from './user-profile.queries.ts';

type UserProfile = components['schemas']['UserProfile'];

/** Usernames as the API accepts them in the path. */
const USERNAME = /^[A-Za-z0-9_.-]{1,64}$/;

export function UserProfileScreen() {
  const { username } = useLocalSearchParams<{ username: string }>();
  const valid = typeof username === 'string' && USERNAME.test(username);
  return <Screen>{valid ? <ProfileLoader username={username} /> : <Missing />}</Screen>;
}

function Missing() {
  return <Text style={styles.message}>This profile is not available.</Text>;
}

function ProfileLoader({ username }: { username: string }) {
  const profile = useUserProfile(username);
  if (profile.isPending) {
    return (
      <View style={styles.center}>
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      </View>
    );
  }
  if (!profile.data) {
    if (isNotFound(profile.error)) return <Missing />;
    return (
      <View style={styles.center}>
        <Text style={styles.message}>This profile could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void profile.refetch()} />
      </View>
    );
  }
  return (
    <ProfileDetails
      profile={{ ...profile.data, username: profile.data.username ?? username }}
      refreshing={profile.isRefetching}
      onRefresh={() => void profile.refetch()}
    />
  );
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <View accessible accessibilityLabel={`${value} ${label}`} testID={`count-${label}`}>
      <Text style={styles.countValue}>{value}</Text>
      <Text style={styles.countLabel}>{label}</Text>
    </View>
  );
}

const RELATIONSHIP_TEXT: Partial<Record<UserProfile['relationship'], string>> = {
  follower: 'Follows you',
  friend: 'You follow each other',
};

function ProfileDetails({
  profile,
  refreshing,
  onRefresh,
}: {
  profile: UserProfile & { username: string };
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const signedIn = useSignedIn();
  const isSelf = signedIn !== null && signedIn.user.id === profile.uid;
  const name = profile.displayName || profile.username;
  const relationship = RELATIONSHIP_TEXT[profile.relationship];
  return (
    <ScrollView
      contentContainerStyle={styles.page}
      refreshControl={<RefreshControl refreshing={refreshing} onRefresh={onRefresh} />}
    >
      <Stack.Screen options={{ title: `@${profile.username}` }} />
      <View style={styles.header}>
        {profile.photoURL ? (
          <Image
            source={{ uri: profile.photoURL }}
            style={styles.photo}
            accessibilityLabel={`${name}'s picture`}
          />
        ) : null}
        <View style={styles.names}>
          <Text style={styles.name} accessibilityRole="header">
            {name}
          </Text>
          <Text style={styles.meta}>@{profile.username}</Text>
          {relationship ? <Text style={styles.relationship}>{relationship}</Text> : null}
        </View>
      </View>
      {profile.bio ? <Text style={styles.bio}>{profile.bio}</Text> : null}
      <View style={styles.counts}>
        <Count value={profile.followersCount} label="followers" />
        <Count value={profile.followingCount} label="following" />
        <Count value={profile.interestedCount} label="interested" />
      </View>
      {isSelf ? null : <FollowButton profile={profile} />}
      {isSelf || !profile.uid ? null : (
        <MoreActions subject={{ type: 'user', id: profile.uid }} noun="profile" name={name} />
      )}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  message: {
    fontSize: 16,
    ...typography.text,
    color: colors.muted,
    textAlign: 'center',
    padding: spacing.xl,
  },
  page: { padding: spacing.lg, gap: spacing.lg },
  header: { flexDirection: 'row', alignItems: 'center', gap: spacing.lg },
  photo: { width: 72, height: 72, borderRadius: 36, backgroundColor: colors.surface },
  names: { flex: 1, gap: 2 },
  name: { fontSize: 24, ...typography.heading, color: colors.text },
  meta: { fontSize: 15, ...typography.text, color: colors.muted },
  relationship: { fontSize: 14, ...typography.strong, color: colors.brand },
  bio: { fontSize: 16, ...typography.text, color: colors.text },
  counts: { flexDirection: 'row', gap: spacing.xl },
  countValue: { fontSize: 20, ...typography.strong, color: colors.text },
  countLabel: { fontSize: 14, ...typography.text, color: colors.muted },
});
