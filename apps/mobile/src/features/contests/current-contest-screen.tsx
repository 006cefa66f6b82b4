/**
 * /contest (the website's): the contest running now, for the ways in that cannot know its slug. Opens
 * /contest/{slug} in its place while its page shows (spec §3 flag showNoahContestWebPage), else says there is
 * none right now.
 */
import { Redirect, Stack } from 'expo-router';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useCurrentContest } from './contests.queries.ts';

export function CurrentContestScreen() {
  const current = useCurrentContest();
  return (
    <Screen>
      <Stack.Screen options={{ title: 'Invite contest' }} />
      {current.isPending ? (
        <View style={styles.center}>
          <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
        </View>
      ) : current.data?.showWebPage ? (
        <Redirect href={`/contest/${current.data.slug}`} />
      ) : current.isError ? (
        <View style={styles.center}>
          <Text style={styles.message}>The contest could not be loaded.</Text>
          <Button label="Try again" variant="outline" onPress={() => void current.refetch()} />
        </View>
      ) : (
        <View style={styles.center}>
          <Text style={styles.title} accessibilityRole="header">
            No contest is running right now
          </Text>
          <Text style={styles.message}>
            Now and then we run an invite contest: bring friends to Happenings and win prizes. The next one
            will be announced on Discover.
          </Text>
        </View>
      )}
    </Screen>
  );
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  title: { fontSize: 22, ...typography.heading, color: colors.text, textAlign: 'center' },
  message: { fontSize: 16, ...typography.text, color: colors.muted, textAlign: 'center' },
});
