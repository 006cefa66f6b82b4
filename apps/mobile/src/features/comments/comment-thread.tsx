/**
 * A thread under an event or a roundup: the composer, then the comments newest first, 20 at a time with
 * "Show more". Laid out as plain views so it sits inside the screen's own scroll view.
 */
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { CommentComposer, type CommentComposerProps } from './comment-composer.tsx';
import { CommentRow } from './comment-row.tsx';
import { type ThreadComment, type ThreadSubject, useThread } from './comments.queries.ts';

export interface CommentThreadProps extends Omit<CommentComposerProps, 'subject'> {
  subject: ThreadSubject;
  title: string;
  emptyText: string;
  showVotes?: boolean;
  onUpvote?: (comment: ThreadComment) => void;
  votingId?: string | null;
}

export function CommentThread({
  subject,
  title,
  emptyText,
  showVotes,
  onUpvote,
  votingId,
  ...composer
}: CommentThreadProps) {
  const now = useNow();
  const signedIn = useSignedIn();
  const thread = useThread(subject);
  const comments = thread.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <View style={styles.thread} testID={`thread-${subject.type}`}>
      <Text style={styles.heading} accessibilityRole="header">
        {title}
      </Text>
      <CommentComposer subject={subject} {...composer} />
      {thread.isPending ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading comments" />
      ) : thread.isError && !thread.data ? (
        <View style={styles.block}>
          <Text style={styles.message}>The comments could not be loaded.</Text>
          <Button label="Try again" variant="outline" onPress={() => void thread.refetch()} />
        </View>
      ) : comments.length === 0 ? (
        <Text style={styles.message}>{emptyText}</Text>
      ) : (
        comments.map((comment) => (
          <CommentRow
            key={comment.id}
            comment={comment}
            now={now}
            showVotes={showVotes}
            {...(onUpvote && signedIn ? { onUpvote, voting: votingId === comment.id } : {})}
          />
        ))
      )}
      {thread.hasNextPage ? (
        <Button
          label="Show more"
          variant="outline"
          busy={thread.isFetchingNextPage}
          onPress={() => void thread.fetchNextPage()}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  thread: { gap: spacing.sm, paddingTop: spacing.md, borderTopWidth: 1, borderTopColor: colors.border },
  heading: { fontSize: 18, fontWeight: '700', color: colors.text },
  block: { gap: spacing.sm },
  message: { fontSize: 15, color: colors.muted },
});
