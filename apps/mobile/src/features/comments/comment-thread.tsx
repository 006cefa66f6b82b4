/**
 * A thread under an event or a roundup: the composer, then the comments newest or top first (the website's two
 * orders), 20 at a time with "Show more", each with its replies. Laid out as plain views so it sits inside the
 * screen's own scroll view.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActivityIndicator, Pressable, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { CommentComposer, type CommentComposerProps } from './comment-composer.tsx';
import { CommentReplies } from './comment-replies.tsx';
import { CommentRow } from './comment-row.tsx';
import {
  type CommentSort,
  type ThreadSubject,
  threadQueryKey,
  useCommentActions,
  useThread,
} from './comments.queries.ts';

const SORTS: { key: CommentSort; label: string }[] = [
  { key: 'new', label: 'Newest' },
  { key: 'top', label: 'Top' },
];

export interface CommentThreadProps extends Omit<CommentComposerProps, 'subject'> {
  subject: ThreadSubject;
  title: string;
  emptyText: string;
  showVotes?: boolean;
}

export function CommentThread({ subject, title, emptyText, showVotes, ...composer }: CommentThreadProps) {
  const now = useNow();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<CommentSort>('new');
  const thread = useThread(subject, sort);
  const actions = useCommentActions(subject);
  const comments = thread.data?.pages.flatMap((page) => page.items) ?? [];
  const signedInActions = signedIn ? { actions } : {};
  return (
    <View style={styles.thread} testID={`thread-${subject.type}`}>
      <View style={styles.header}>
        <Text style={styles.heading} accessibilityRole="header">
          {title}
        </Text>
        <View style={styles.sorts} accessibilityRole="radiogroup" accessibilityLabel="Order of the comments">
          {SORTS.map((option) => (
            <Pressable
              key={option.key}
              accessibilityRole="radio"
              aria-checked={sort === option.key}
              onPress={() => {
                // Choosing an order reads the thread again in it (lists are kept until asked, spec §9).
                void queryClient.invalidateQueries({ queryKey: threadQueryKey(subject, option.key) });
                setSort(option.key);
              }}
              style={[styles.sort, sort === option.key && styles.sortOn]}
            >
              <Text style={[styles.sortText, sort === option.key && styles.sortTextOn]}>{option.label}</Text>
            </Pressable>
          ))}
        </View>
      </View>
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
            {...signedInActions}
            renderReplies={(parent, isOpen, setOpen) => (
              <CommentReplies
                parent={parent}
                now={now}
                isOpen={isOpen}
                setOpen={setOpen}
                {...signedInActions}
              />
            )}
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
  header: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm },
  heading: { flex: 1, fontSize: 18, ...typography.heading, color: colors.text },
  sorts: { flexDirection: 'row', gap: spacing.xs },
  sort: {
    minHeight: 44,
    justifyContent: 'center',
    paddingHorizontal: spacing.md,
    borderRadius: 18,
    borderWidth: 1,
    borderColor: colors.border,
  },
  sortOn: { backgroundColor: colors.text, borderColor: colors.text },
  sortText: { fontSize: 14, ...typography.strong, color: colors.text },
  sortTextOn: { color: colors.onBrand },
  block: { gap: spacing.sm },
  message: { fontSize: 15, ...typography.text, color: colors.muted },
});
