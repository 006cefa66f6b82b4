/**
 * What an author reads on their own item while moderators keep it out of view (issue 23: "gone for everyone but
 * its author, who sees that it was hidden and why"). The API sends `moderation` to the author alone, so any item
 * can be passed as it is.
 */
import { StyleSheet, Text } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';

interface ItemModeration {
  state: 'HIDDEN' | 'REMOVED';
  reason: string;
}

export function moderationOf(item: object): ItemModeration | null {
  const value = (item as { moderation?: ItemModeration | null }).moderation;
  return value && typeof value.reason === 'string' ? value : null;
}

export function ModerationNotice({ item }: { item: object }) {
  const moderation = moderationOf(item);
  if (!moderation) return null;
  const what = moderation.state === 'REMOVED' ? 'Removed by a moderator' : 'Hidden from others';
  return (
    <Text style={styles.notice} testID="moderation-notice">
      {what}: {moderation.reason}. Only you can see it.
    </Text>
  );
}

const styles = StyleSheet.create({
  notice: {
    padding: spacing.sm,
    borderLeftWidth: 4,
    borderLeftColor: colors.warning,
    backgroundColor: colors.surface,
    color: colors.text,
    fontSize: 14,
    ...typography.text,
  },
});
