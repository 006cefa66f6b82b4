/**
 * An invite contest (the website's /contest/{slug}, spec §7 Contests): city, name, what it is, its dates in
 * Eastern Time, what to do now (the invite through the share sheet), the prize, the rules, the person's own
 * standing and the top ten. Shown only while the spec §3 flag showNoahContestWebPage is on (the API's
 * showWebPage), as the website; otherwise it is not available.
 */
import { getLocation } from '@happenings/domain/locations';
import { Stack, useLocalSearchParams } from 'expo-router';
import { RefreshControl, ScrollView, StyleSheet, Text, View } from 'react-native';
import { NotAvailable, QueryStates } from '../../components/query-states.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { ContestCallToAction } from './contest-call-to-action.tsx';
import { contestDatesLine } from './contest-dates.ts';
import { ContestLeaderboard } from './contest-leaderboard.tsx';
import { type Contest, useContest } from './contests.queries.ts';

const SLUG_OR_ID = /^[A-Za-z0-9_-]{1,200}$/;

export function ContestScreen() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  const valid = typeof slug === 'string' && SLUG_OR_ID.test(slug);
  return <Screen>{valid ? <ContestLoader slugOrId={slug} /> : <Missing />}</Screen>;
}

function Missing() {
  return (
    <>
      <Stack.Screen options={{ title: 'Contest' }} />
      <NotAvailable noun="contest" />
    </>
  );
}

function ContestLoader({ slugOrId }: { slugOrId: string }) {
  const contest = useContest(slugOrId);
  return (
    <QueryStates query={contest} noun="contest" missing={<Missing />}>
      {(data) =>
        // Its page switched off (spec §3 showNoahContestWebPage): as if there were none.
        data.showWebPage ? (
          <ContestDetails
            contest={data}
            refresh={() => void contest.refetch()}
            refreshing={contest.isRefetching}
          />
        ) : (
          <Missing />
        )
      }
    </QueryStates>
  );
}

/** The rules are the team's plain text: blank lines part paragraphs. */
function ruleParagraphs(rules: string): string[] {
  return rules
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function ContestDetails({
  contest,
  refresh,
  refreshing,
}: {
  contest: Contest;
  refresh: () => void;
  refreshing: boolean;
}) {
  const city = contest.location ? getLocation(contest.location).name : null;
  const dates = contestDatesLine(contest);
  const rules = contest.rules ? ruleParagraphs(contest.rules) : [];
  return (
    <ScrollView
      contentContainerStyle={styles.page}
      refreshControl={<RefreshControl refreshing={refreshing} onRefresh={refresh} />}
    >
      <Stack.Screen options={{ title: contest.name }} />
      <Text style={styles.eyebrow}>Contest{city ? ` · ${city}` : ''}</Text>
      <Text style={styles.title} accessibilityRole="header">
        {contest.name}
      </Text>
      {contest.description ? <Text style={styles.text}>{contest.description}</Text> : null}
      {dates ? (
        <Text style={styles.dates} testID="contest-dates">
          {dates}
        </Text>
      ) : null}
      <ContestCallToAction contest={contest} />

      {contest.prize ? (
        <View style={styles.section}>
          <Text style={styles.heading} accessibilityRole="header">
            Prize
          </Text>
          <Text style={styles.prize}>{contest.prize}</Text>
        </View>
      ) : null}
      {rules.length > 0 ? (
        <View style={styles.section} testID="contest-rules">
          <Text style={styles.heading} accessibilityRole="header">
            Rules
          </Text>
          {rules.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text; their order is their identity.
            <Text key={index} style={styles.text}>
              {paragraph}
            </Text>
          ))}
        </View>
      ) : null}

      <ContestLeaderboard contestId={contest.id} />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.lg, gap: spacing.md, paddingBottom: spacing.xl * 2 },
  eyebrow: { fontSize: 14, ...typography.strong, color: colors.brand, textTransform: 'uppercase' },
  title: { fontSize: 26, ...typography.heading, color: colors.text },
  text: { fontSize: 16, ...typography.text, color: colors.text },
  dates: { fontSize: 15, ...typography.strong, color: colors.muted },
  section: { gap: spacing.sm, paddingTop: spacing.md, borderTopWidth: 1, borderTopColor: colors.border },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
  prize: { fontSize: 17, ...typography.strong, color: colors.text },
});
