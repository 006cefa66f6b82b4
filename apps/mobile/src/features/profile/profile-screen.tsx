/**
 * Profile (issue 12): the signed-in person's name, counts, the way to edit the account or create an event, the
 * events they are interested in, the way to their own events and to friends among their contacts, and signing
 * out. Signed out, it offers sign-in.
 */
import { useRouter } from 'expo-router';
import { ActivityIndicator, RefreshControl, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { getAppServices } from '../../lib/app-services.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { ExperienceCard } from '../experiences/experience-card.tsx';
import { useOwnInterests, useOwnProfile } from './profile.queries.ts';

export function ProfileScreen() {
  const signedIn = useSignedIn();
  return (
    <Screen>
      {signedIn ? (
        <OwnProfile />
      ) : (
        <SignInPrompt title="Your profile" message="Sign in to keep track of what you are interested in." />
      )}
    </Screen>
  );
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <View style={styles.count} accessible accessibilityLabel={`${value} ${label}`}>
      <Text style={styles.countValue}>{value}</Text>
      <Text style={styles.countLabel}>{label}</Text>
    </View>
  );
}

function OwnProfile() {
  const router = useRouter();
  const now = useNow();
  const profile = useOwnProfile();
  const interests = useOwnInterests();
  const refresh = () => {
    void profile.refetch();
    void interests.refetch();
  };

  return (
    <ScrollView
      contentContainerStyle={styles.page}
      refreshControl={<RefreshControl refreshing={profile.isRefetching} onRefresh={refresh} />}
    >
      {profile.data ? (
        <View style={styles.header}>
          <Text style={styles.name} accessibilityRole="header">
            {profile.data.displayName || profile.data.username || 'You'}
          </Text>
          {profile.data.username ? <Text style={styles.meta}>@{profile.data.username}</Text> : null}
          {profile.data.email ? <Text style={styles.meta}>{profile.data.email}</Text> : null}
          <View style={styles.counts}>
            <Count value={profile.data.followersCount} label="followers" />
            <Count value={profile.data.followingCount} label="following" />
            <Count value={profile.data.interestedCount} label="interested" />
          </View>
          <View style={styles.actions}>
            <Button label="Edit account" variant="outline" onPress={() => router.push('/account/edit')} />
            <Button label="Create an event" variant="outline" onPress={() => router.push('/event/create')} />
            <Button label="My events" variant="outline" onPress={() => router.push('/account/events')} />
            <Button label="Find friends" variant="outline" onPress={() => router.push('/contacts')} />
          </View>
        </View>
      ) : profile.isPending ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      ) : (
        <Text style={styles.meta}>Your profile could not be loaded.</Text>
      )}

      <Text style={styles.heading} accessibilityRole="header">
        Interested
      </Text>
      {interests.data?.length ? (
        interests.data.map((experience) => (
          <ExperienceCard key={experience.id} experience={experience} now={now} layout="row" />
        ))
      ) : interests.data ? (
        <Text style={styles.meta}>Events you mark as interested show here.</Text>
      ) : null}

      <View style={styles.signOut}>
        <Button label="Sign out" variant="outline" onPress={() => void getAppServices().session.signOut()} />
      </View>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.lg, gap: spacing.md },
  header: { gap: spacing.xs },
  name: { fontSize: 26, ...typography.heading, color: colors.text },
  meta: { fontSize: 15, ...typography.text, color: colors.muted },
  counts: { flexDirection: 'row', gap: spacing.xl, paddingTop: spacing.md },
  count: { alignItems: 'flex-start' },
  countValue: { fontSize: 20, ...typography.strong, color: colors.text },
  countLabel: { fontSize: 14, ...typography.text, color: colors.muted },
  heading: { fontSize: 20, ...typography.heading, color: colors.text, paddingTop: spacing.lg },
  actions: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.md, paddingTop: spacing.md },
  signOut: { paddingTop: spacing.xl },
});
