/**
 * A crowd-sourced roundup (spec §2 /roundup/{slug}): the question and who asked it, the top recommendations with
 * their votes (ranked by the API), then the whole thread, newest first. Signed in, people answer with a
 * recommendation (text, and optionally an event or a place found by search, shown as a card that opens it) and
 * vote answers up or down with one control; anyone but the asker can report the question, and anyone an answer
 * (issue 23). "Ask the community" opens /roundup/ask, as on the website.
 */
import type { components } from '@happenings/client';
import { Stack, useLocalSearchParams, useRouter } from 'expo-router';
import { ActivityIndicator, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { ApiRequestError, isNotFound } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { CommentRow } from '../comments/comment-row.tsx';
import { CommentThread } from '../comments/comment-thread.tsx';
import {
  type ThreadComment,
  type ThreadSubject,
  useCommentActions,
  useTopRecommendations,
  type Vote,
} from '../comments/comments.queries.ts';
import { MoreActions } from '../moderation-report/report-menu.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { useRoundup } from './roundup.queries.ts';

type RoundupDetail = components['schemas']['RoundupDetail'];

/** An id or a slug: letters, digits, '-' and '_'. */
const ID_OR_SLUG = /^[A-Za-z0-9_-]{1,200}$/;

export function RoundupScreen() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  const valid = typeof slug === 'string' && ID_OR_SLUG.test(slug);
  return <Screen>{valid ? <RoundupLoader idOrSlug={slug} /> : <Missing />}</Screen>;
}

function Missing() {
  return <Text style={styles.message}>This question is not available.</Text>;
}

function RoundupLoader({ idOrSlug }: { idOrSlug: string }) {
  const roundup = useRoundup(idOrSlug);
  if (roundup.isPending) {
    return (
      <View style={styles.center}>
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      </View>
    );
  }
  if (!roundup.data) {
    if (isNotFound(roundup.error)) return <Missing />;
    return (
      <View style={styles.center}>
        <Text style={styles.message}>This question could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void roundup.refetch()} />
      </View>
    );
  }
  return <RoundupDetails roundup={roundup.data} />;
}

/** '1 recommendation', '12 recommendations'. */
export function recommendationsLabel(count: number): string {
  return `${count} ${count === 1 ? 'recommendation' : 'recommendations'}`;
}

function RoundupDetails({ roundup }: { roundup: RoundupDetail }) {
  const now = useNow();
  const toast = useToast();
  const signedIn = useSignedIn();
  const subject: ThreadSubject = { type: 'crowd-sourced-roundup', id: roundup.id };
  const top = useTopRecommendations(roundup.id);
  const { vote: votes } = useCommentActions(subject);
  const router = useRouter();
  const votingId = votes.isPending ? (votes.variables?.comment.id ?? null) : null;
  const asker = roundup.creator.displayName || roundup.creator.username;

  const vote = (comment: ThreadComment, next: Vote) =>
    votes.mutate(
      { comment, next },
      {
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 401) return;
          toast.show({
            title: 'Your vote was not saved',
            description: error instanceof ApiRequestError ? (error.reason ?? undefined) : undefined,
            type: 'error',
          });
        },
      },
    );
  return (
    <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
      <Stack.Screen options={{ title: 'Roundup' }} />
      <Text style={styles.question} accessibilityRole="header">
        {roundup.title}
      </Text>
      {roundup.description ? <Text style={styles.lead}>{roundup.description}</Text> : null}
      {roundup.canEdit ? null : (
        <MoreActions
          subject={{ type: 'crowd-sourced-roundup', id: roundup.id }}
          noun="question"
          name={roundup.title}
        />
      )}
      <Text style={styles.meta}>
        {[asker ? `Asked by ${asker}` : null, recommendationsLabel(roundup.parentCommentsCount)]
          .filter(Boolean)
          .join(' · ')}
      </Text>

      <View style={styles.block} testID="top-recommendations">
        <Text style={styles.heading} accessibilityRole="header">
          Top recommendations
        </Text>
        {top.isPending ? (
          <ActivityIndicator color={colors.brand} accessibilityLabel="Loading recommendations" />
        ) : top.data?.length ? (
          top.data.map((comment) => (
            <CommentRow
              key={comment.id}
              comment={comment}
              now={now}
              showVotes
              {...(signedIn ? { onVote: vote, voting: votingId === comment.id } : {})}
            />
          ))
        ) : (
          <Text style={styles.meta}>
            {top.isError ? 'The recommendations could not be loaded.' : 'No recommendations yet.'}
          </Text>
        )}
      </View>

      <CommentThread
        subject={subject}
        title="All answers"
        emptyText="Nobody has answered yet. Be the first."
        fieldLabel="Your recommendation"
        placeholder="What do you recommend?"
        signInLabel="Sign in to recommend"
        showVotes
        recommendIn={roundup.location}
      />
      <Button
        label="Ask the community"
        variant="outline"
        accessibilityHint="Ask a question of your own"
        onPress={() => router.push('/roundup/ask')}
      />
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
  page: { padding: spacing.lg, gap: spacing.md, paddingBottom: spacing.xl * 2 },
  question: { fontSize: 24, ...typography.heading, color: colors.text },
  lead: { fontSize: 16, ...typography.text, color: colors.text },
  meta: { fontSize: 15, ...typography.text, color: colors.muted },
  block: { gap: spacing.xs, paddingTop: spacing.md, borderTopWidth: 1, borderTopColor: colors.border },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
});
