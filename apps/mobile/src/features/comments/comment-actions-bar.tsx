/**
 * What a signed-in person can do with a comment, under its text: vote it up or down (one control), like it,
 * reply (to a top-level comment), and edit or delete their own. Each vote or like is a toggle whose name is read
 * with its count; pressing the vote you gave takes it back (spec §4).
 */
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import type { ThreadComment, Vote } from './comments.queries.ts';
import { VoteButtons } from './vote-buttons.tsx';

export interface CommentActionsBarProps {
  comment: ThreadComment;
  /** 'Ada's comment', read with each control. */
  about: string;
  busy: boolean;
  onVote: (next: Vote) => void;
  onLike: (liked: boolean) => void;
  onReply?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

function Toggle({
  label,
  text,
  selected,
  busy,
  onPress,
  testID,
}: {
  label: string;
  text: string;
  selected: boolean;
  busy: boolean;
  onPress: () => void;
  testID: string;
}) {
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={label}
      aria-selected={selected}
      aria-disabled={busy}
      disabled={busy}
      onPress={onPress}
      style={({ pressed }) => [styles.toggle, selected && styles.selected, pressed && styles.pressed]}
      testID={testID}
    >
      <Text style={[styles.toggleText, selected && styles.selectedText]}>{text}</Text>
    </Pressable>
  );
}

function Action({ label, text, onPress }: { label: string; text: string; onPress: () => void }) {
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={label}
      onPress={onPress}
      style={({ pressed }) => [styles.action, pressed && styles.pressed]}
    >
      <Text style={styles.actionText}>{text}</Text>
    </Pressable>
  );
}

export function CommentActionsBar({
  comment,
  about,
  busy,
  onVote,
  onLike,
  onReply,
  onEdit,
  onDelete,
}: CommentActionsBarProps) {
  return (
    <View style={styles.bar}>
      <VoteButtons comment={comment} about={about} busy={busy} onVote={onVote} />
      <Toggle
        label={`Like ${about}, ${comment.likes} ${comment.likes === 1 ? 'like' : 'likes'}`}
        text={`♥ ${comment.likes}`}
        selected={comment.isLiked}
        busy={busy}
        onPress={() => onLike(!comment.isLiked)}
        testID={`comment-like-${comment.id}`}
      />
      {onReply ? <Action label={`Reply to ${about}`} text="Reply" onPress={onReply} /> : null}
      {onEdit ? <Action label={`Edit ${about}`} text="Edit" onPress={onEdit} /> : null}
      {onDelete ? <Action label={`Delete ${about}`} text="Delete" onPress={onDelete} /> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  bar: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm },
  toggle: {
    minHeight: 44,
    minWidth: 52,
    justifyContent: 'center',
    alignItems: 'center',
    paddingHorizontal: spacing.md,
    borderRadius: 18,
    borderWidth: 1,
    borderColor: colors.border,
  },
  selected: { backgroundColor: colors.brand, borderColor: colors.brand },
  toggleText: { fontSize: 14, ...typography.strong, color: colors.muted },
  selectedText: { color: colors.onBrand },
  action: { minHeight: 44, justifyContent: 'center', paddingHorizontal: spacing.sm },
  actionText: { fontSize: 14, ...typography.strong, color: colors.brand },
  pressed: { opacity: 0.7 },
});
