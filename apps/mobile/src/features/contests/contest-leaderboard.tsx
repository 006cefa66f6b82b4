/**
 * A contest's leaderboard (spec §7 leaderboard/{x}): the person's own standing, then the top ten with rank, photo,
 * name opening the profile, and invites counted. Tied people share a rank, as the API answers them. The call is
 * for signed-in people: a visitor is offered sign-in instead.
 */
import { Link, useRouter } from 'expo-router';
import { ActivityIndicator, Pressable, StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../components/avatar.tsx';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { LEADERBOARD_SHOWN, type LeaderboardEntry, useContestLeaderboard } from './contests.queries.ts';

export function invitesText(count: number): string {
  return `${count} ${count === 1 ? 'invite' : 'invites'}`;
}

const nameOf = (entry: LeaderboardEntry) => entry.user.displayName || entry.user.username || 'Former member';
const uidOf = (entry: LeaderboardEntry) => entry.user.uid ?? entry.user.userId ?? String(entry.user.id);

export function ContestLeaderboard({ contestId }: { contestId: string }) {
  const router = useRouter();
  const signedIn = useSignedIn();
  const leaderboard = useContestLeaderboard(contestId, signedIn !== null);

  const heading = (text: string) => (
    <Text style={styles.heading} accessibilityRole="header">
      {text}
    </Text>
  );
  if (!signedIn) {
    return (
      <View style={styles.section}>
        {heading('Leaderboard')}
        <Text style={styles.muted}>Sign in to see who is leading and where you stand.</Text>
        <Button
          label="Sign in to see the leaderboard"
          variant="outline"
          onPress={() => router.push('/sign-in')}
        />
      </View>
    );
  }
  if (leaderboard.isPending) {
    return (
      <View style={styles.section}>
        {heading('Leaderboard')}
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading the leaderboard" />
      </View>
    );
  }
  if (!leaderboard.data) {
    return (
      <View style={styles.section}>
        {heading('Leaderboard')}
        <Text style={styles.muted}>The leaderboard could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void leaderboard.refetch()} />
      </View>
    );
  }
  const entries = leaderboard.data;
  const mine = entries.find((entry) => uidOf(entry) === signedIn.user.id);
  return (
    <>
      <View style={styles.section} testID="contest-standing">
        {heading('Your standing')}
        <Text style={styles.standing}>
          {mine
            ? `You are number ${mine.rank}, with ${invitesText(mine.score)}.`
            : entries.length >= 50
              ? 'You are not in the top 50 yet. Every friend who joins through your link counts.'
              : 'No friend has joined through your invite yet.'}
        </Text>
      </View>
      <View style={styles.section} testID="contest-leaderboard">
        {heading('Leaderboard')}
        {entries.length === 0 ? (
          <Text style={styles.muted}>No one has joined through a contest invite yet.</Text>
        ) : (
          entries
            .slice(0, LEADERBOARD_SHOWN)
            .map((entry) => <LeaderboardRow key={uidOf(entry)} entry={entry} isMe={entry === mine} />)
        )}
      </View>
    </>
  );
}

function LeaderboardRow({ entry, isMe }: { entry: LeaderboardEntry; isMe: boolean }) {
  const name = nameOf(entry);
  const { username } = entry.user;
  const label = `Number ${entry.rank}, ${name}${isMe ? ' (you)' : ''}, ${invitesText(entry.score)}`;
  const content = (
    <>
      <Text style={styles.rank}>{entry.rank}</Text>
      <Avatar name={name} photoURL={entry.user.photoURL ?? null} size={40} />
      <Text style={[styles.name, isMe && styles.me]}>
        {name}
        {isMe ? ' (you)' : ''}
      </Text>
      <Text style={styles.score}>{invitesText(entry.score)}</Text>
    </>
  );
  if (!username) {
    return (
      <View style={styles.row} accessible accessibilityLabel={label}>
        {content}
      </View>
    );
  }
  return (
    <Link href={`/u/${encodeURIComponent(username)}`} asChild>
      <Pressable accessibilityRole="link" accessibilityLabel={label} style={styles.row}>
        {content}
      </Pressable>
    </Link>
  );
}

const styles = StyleSheet.create({
  section: { gap: spacing.sm, paddingTop: spacing.md, borderTopWidth: 1, borderTopColor: colors.border },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
  muted: { fontSize: 15, ...typography.text, color: colors.muted },
  standing: { fontSize: 16, ...typography.strong, color: colors.text },
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: spacing.md,
    minHeight: 56,
    paddingVertical: spacing.xs,
  },
  rank: { minWidth: 28, fontSize: 16, ...typography.strong, color: colors.brand, textAlign: 'center' },
  name: { flex: 1, fontSize: 16, ...typography.strong, color: colors.text },
  me: { color: colors.brand },
  score: { fontSize: 15, ...typography.text, color: colors.muted },
});
