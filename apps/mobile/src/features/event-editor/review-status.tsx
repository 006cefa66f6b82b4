/**
 * Where an event stands with the editors (issue 23, docs/moderation.md "The review queue"), shown to its host in
 * the editor: waiting since it was submitted, or sent back with the editor's reason and the way to resubmit.
 * Times read in the event's own zone, the city its host thinks in.
 */
import type { components } from '@happenings/client';
import { formatDateTime } from '@happenings/domain/format';
import { StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';

export type ExperienceReview = NonNullable<components['schemas']['ExperienceReview']>;

interface Props {
  review: ExperienceReview;
  timeZone: string;
  now: number;
}

export function ReviewStatus({ review, timeZone, now }: Props) {
  if (review.state === 'PENDING') {
    return (
      <View style={[styles.box, styles.pending]} testID="review-pending" accessibilityRole="summary">
        <Text style={styles.title}>Waiting for review</Text>
        <Text style={styles.line}>
          Submitted {formatDateTime(Date.parse(review.submittedAt), timeZone, now)}. An editor will publish it
          or tell you what to change; only you can see it until then.
        </Text>
      </View>
    );
  }
  if (review.state === 'REJECTED') {
    return (
      <View style={[styles.box, styles.rejected]} testID="review-rejected" accessibilityRole="summary">
        <Text style={styles.title}>Not published: an editor sent it back</Text>
        {review.reason ? (
          <Text style={styles.reason} testID="review-reason">
            “{review.reason}”
          </Text>
        ) : null}
        <Text style={styles.line}>
          Edit and resubmit: change what the editor asked for, then press “Resubmit for review”.
        </Text>
      </View>
    );
  }
  return null;
}

const styles = StyleSheet.create({
  box: { padding: spacing.md, borderRadius: 10, borderWidth: 1.5, gap: spacing.xs },
  pending: { borderColor: colors.warning, backgroundColor: colors.surface },
  rejected: { borderColor: colors.danger, backgroundColor: colors.background },
  title: { fontSize: 16, ...typography.strong, color: colors.text },
  reason: { fontSize: 15, ...typography.text, fontStyle: 'italic', color: colors.text },
  line: { fontSize: 15, ...typography.text, color: colors.muted },
});
