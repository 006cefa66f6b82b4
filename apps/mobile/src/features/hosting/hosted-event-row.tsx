/**
 * One of the host's events: picture, name, schedule line and where it stands. A published event opens its page
 * and has Edit beside it; a draft or one in review has no page yet, so it opens in the editor.
 */
import { type Href, Link } from 'expo-router';
import { Image, Pressable, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import type { Experience } from '../experiences/experience.types.ts';
import { experienceImage } from '../experiences/experience-image.ts';
import { scheduleOf } from '../experiences/schedule-line.ts';
import { hostedStateLabels } from './hosted-sections.ts';

export function HostedEventRow({
  experience,
  now,
  onEdit,
}: {
  experience: Experience;
  now: number;
  onEdit: () => void;
}) {
  const image = experienceImage(experience, 'cardLandscape');
  const schedule = scheduleOf(experience, now).text || 'Dates to be announced';
  const states = hostedStateLabels(experience).join(' · ');
  const isPublished = experience.publishState === 'PUBLISHED';
  const href: Href = isPublished ? `/event/${experience.slug}` : `/event/create/${experience.id}`;
  const rejected = experience.review?.state === 'REJECTED' && !isPublished ? experience.review.reason : null;

  return (
    <View style={styles.row} testID="hosted-event">
      <Link href={href} asChild>
        <Pressable
          accessibilityRole="link"
          accessibilityLabel={[experience.name, schedule, states].join(', ')}
          accessibilityHint={isPublished ? undefined : 'Opens it in the editor'}
        >
          {({ pressed }) => (
            <View style={[styles.main, pressed && styles.pressed]}>
              {image ? (
                <Image source={{ uri: image.uri }} accessible={false} style={styles.thumb} />
              ) : (
                <View style={[styles.thumb, styles.placeholder]} />
              )}
              <View style={styles.text}>
                <Text style={styles.name}>{experience.name}</Text>
                <Text style={styles.meta}>{schedule}</Text>
                <Text style={styles.state}>{states}</Text>
                {rejected ? <Text style={styles.meta}>Editor’s note: {rejected}</Text> : null}
              </View>
            </View>
          )}
        </Pressable>
      </Link>
      {isPublished ? (
        <Button
          label="Edit"
          variant="outline"
          accessibilityLabel={`Edit ${experience.name}`}
          onPress={onEdit}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  row: {
    gap: spacing.sm,
    paddingVertical: spacing.md,
    borderBottomWidth: 1,
    borderBottomColor: colors.border,
  },
  main: { flexDirection: 'row', gap: spacing.md },
  pressed: { opacity: 0.7 },
  thumb: { width: 96, aspectRatio: 4 / 3, borderRadius: 8, backgroundColor: colors.surface },
  placeholder: { borderWidth: 1, borderColor: colors.border },
  text: { flex: 1, gap: 2 },
  name: { fontSize: 16, ...typography.strong, color: colors.text },
  meta: { fontSize: 14, ...typography.text, color: colors.muted },
  state: { fontSize: 13, ...typography.strong, color: colors.brand },
});
