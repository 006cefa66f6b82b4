/**
 * What the contest asks of the person, by its state (as the website): a clear "ended" note once it is over or
 * switched to completed (spec §3 showNoahContestAsCompleted, the API's showAsCompleted); before it starts, when
 * invites start to count; while it runs, the invite through the share sheet for someone with a username, the
 * way to choose one for someone without, and sign-in for a visitor.
 */
import { useRouter } from 'expo-router';
import { Platform, Share, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { getAppServices } from '../../lib/app-services.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { isShareCancelled } from '../collections/invite-link-share.ts';
import { useOwnProfile } from '../profile/profile.queries.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { contestStartText } from './contest-dates.ts';
import { contestInviteShare, contestInviteUrl } from './contest-invite.ts';
import type { Contest } from './contests.queries.ts';

export function ContestCallToAction({ contest }: { contest: Contest }) {
  const signedIn = useSignedIn();
  if (contest.showAsCompleted) {
    return (
      <View style={[styles.callout, styles.ended]} testID="contest-call-to-action">
        <Text style={styles.title}>This contest has ended</Text>
        <Text style={styles.text}>
          Thank you to everyone who invited friends. The final standings are below.
        </Text>
      </View>
    );
  }
  if (!contest.isActive) {
    const start = contestStartText(contest);
    return (
      <View style={styles.callout} testID="contest-call-to-action">
        <Text style={styles.text}>
          The contest has not started yet{start ? ` — invites count from ${start} (Eastern Time)` : ''}.
        </Text>
      </View>
    );
  }
  return signedIn ? <Invite contest={contest} /> : <SignInToTakePart />;
}

function SignInToTakePart() {
  const router = useRouter();
  return (
    <View style={styles.callout} testID="contest-call-to-action">
      <Text style={styles.text}>
        Sign in to get your invite link. Every friend who joins through it earns you a point.
      </Text>
      <Button label="Sign in to take part" onPress={() => router.push('/sign-in')} />
    </View>
  );
}

function Invite({ contest }: { contest: Contest }) {
  const router = useRouter();
  const toast = useToast();
  const profile = useOwnProfile();
  const username = profile.data?.username;
  if (!profile.data) return null;
  if (!username) {
    return (
      <View style={styles.callout} testID="contest-call-to-action">
        <Text style={styles.text}>
          Your invite link is your profile address: choose a username to get one.
        </Text>
        <Button label="Choose a username" onPress={() => router.push('/account/edit')} />
      </View>
    );
  }
  const url = contestInviteUrl(getAppServices().apiUrl, username, contest.slug);
  const share = async () => {
    const { content, options } = contestInviteShare(contest.name, url, Platform.OS);
    try {
      // Closing the sheet resolves (iOS, Android) or rejects with AbortError (web): neither is a failure.
      await Share.share(content, options);
    } catch (error) {
      if (isShareCancelled(error)) return;
      toast.show({ title: 'Could not open sharing', description: url, type: 'error' });
    }
  };
  return (
    <View style={styles.callout} testID="contest-call-to-action">
      <Text style={styles.text}>
        Send your invite link to friends. Every friend who joins through it earns you a point.
      </Text>
      <Button label="Invite friends" onPress={() => void share()} accessibilityHint="Opens the share sheet" />
    </View>
  );
}

const styles = StyleSheet.create({
  callout: { gap: spacing.sm, padding: spacing.md, borderRadius: 12, backgroundColor: colors.brandSubtle },
  ended: { backgroundColor: colors.surface },
  title: { fontSize: 17, ...typography.heading, color: colors.text },
  text: { fontSize: 15, ...typography.text, color: colors.text },
});
