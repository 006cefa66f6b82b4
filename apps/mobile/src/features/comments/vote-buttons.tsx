/**
 * A comment's vote, up or down, as one control (the website's ReactionButtons): two toggles side by side, each
 * read with its count. Pressing the vote you gave takes it back (spec §4: a vote is up, down or none).
 */
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import type { ThreadComment, Vote } from './comments.queries.ts';

export interface VoteButtonsProps {
  comment: ThreadComment;
  /** 'Ada's recommendation', read with each toggle. */
  about: string;
  busy: boolean;
  onVote: (next: Vote) => void;
}

export function VoteButtons({ comment, about, busy, onVote }: VoteButtonsProps) {
  const { up, down, mine } = comment.votes;
  const sides = [
    { side: 'up', label: `Upvote ${about}, ${up} up`, text: `▲ ${up}` },
    { side: 'down', label: `Downvote ${about}, ${down} down`, text: `▼ ${down}` },
  ] as const;
  return (
    <View style={styles.group} testID={`votes-${comment.id}`}>
      {sides.map(({ side, label, text }) => {
        const selected = mine === side;
        return (
          <Pressable
            key={side}
            accessibilityRole="button"
            accessibilityLabel={label}
            aria-selected={selected}
            aria-busy={busy}
            aria-disabled={busy}
            disabled={busy}
            onPress={() => onVote(selected ? 'none' : side)}
            style={({ pressed }) => [
              styles.side,
              side === 'up' ? styles.up : styles.down,
              selected && styles.selected,
              pressed && styles.pressed,
            ]}
            testID={`comment-${side}vote-${comment.id}`}
          >
            <Text style={[styles.text, selected && styles.selectedText]}>{text}</Text>
          </Pressable>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  // One outline around both halves: they read as a single control.
  group: {
    flexDirection: 'row',
    alignSelf: 'flex-start',
    borderRadius: 18,
    borderWidth: 1,
    borderColor: colors.border,
    overflow: 'hidden',
  },
  side: {
    minHeight: 44,
    minWidth: 52,
    justifyContent: 'center',
    alignItems: 'center',
    paddingHorizontal: spacing.md,
  },
  up: { borderRightWidth: 1, borderRightColor: colors.border },
  down: {},
  selected: { backgroundColor: colors.brand },
  text: { fontSize: 14, ...typography.strong, color: colors.muted },
  selectedText: { color: colors.onBrand },
  pressed: { opacity: 0.7 },
});
