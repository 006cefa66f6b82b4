/**
 * The replies under a top-level comment: "View 2 replies" opens them (asked for only then), "Hide replies" folds
 * them; each reply is a row of its own, indented, with the same actions but no replies of its own.
 */
import { ActivityIndicator, Pressable, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { CommentRow } from './comment-row.tsx';
import { type CommentActions, type ThreadComment, useReplies } from './comments.queries.ts';

export interface CommentRepliesProps {
  parent: ThreadComment;
  now: number;
  actions?: CommentActions;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
}

export function CommentReplies({ parent, now, actions, isOpen, setOpen }: CommentRepliesProps) {
  const replies = useReplies(parent.id, isOpen);
  if (parent.repliesCount === 0) return null;
  const items = replies.data?.pages.flatMap((page) => page.items) ?? [];
  const count = `${parent.repliesCount} ${parent.repliesCount === 1 ? 'reply' : 'replies'}`;
  return (
    <View style={styles.replies}>
      <Pressable
        accessibilityRole="button"
        aria-expanded={isOpen}
        // Opening them reads them again: the other side may have answered since (lists are kept, spec §9).
        onPress={() => {
          if (!isOpen && replies.data) void replies.refetch();
          setOpen(!isOpen);
        }}
        style={({ pressed }) => [styles.toggle, pressed && styles.pressed]}
      >
        <Text style={styles.toggleText}>{isOpen ? 'Hide replies' : `View ${count}`}</Text>
      </Pressable>
      {isOpen ? (
        <View style={styles.list} testID={`replies-${parent.id}`}>
          {replies.isPending ? (
            <ActivityIndicator color={colors.brand} accessibilityLabel="Loading replies" />
          ) : replies.isError && !replies.data ? (
            <Button label="Try again" variant="outline" onPress={() => void replies.refetch()} />
          ) : (
            items.map((reply) => (
              <CommentRow
                key={reply.id}
                comment={reply}
                now={now}
                isReply
                {...(actions ? { actions } : {})}
              />
            ))
          )}
          {replies.hasNextPage ? (
            <Button
              label="More replies"
              variant="outline"
              busy={replies.isFetchingNextPage}
              onPress={() => void replies.fetchNextPage()}
            />
          ) : null}
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  replies: { gap: spacing.xs },
  toggle: { minHeight: 44, justifyContent: 'center', alignSelf: 'flex-start' },
  toggleText: { fontSize: 14, ...typography.strong, color: colors.brand },
  list: { paddingLeft: spacing.lg, borderLeftWidth: 2, borderLeftColor: colors.border },
  pressed: { opacity: 0.7 },
});
