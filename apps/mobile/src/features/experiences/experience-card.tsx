/**
 * One experience in a list: picture, name, schedule line and venue. Pressing it opens the event screen.
 */
import { Link } from 'expo-router';
import { Image, Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import type { Experience } from './experience.types.ts';
import { experienceImage } from './experience-image.ts';
import { scheduleOf, venueLine } from './schedule-line.ts';

export function ExperienceCard({
  experience,
  now,
  layout = 'tile',
}: {
  experience: Experience;
  now: number;
  layout?: 'tile' | 'row';
}) {
  const image = experienceImage(experience, 'cardLandscape');
  const schedule = scheduleOf(experience, now);
  const venue = venueLine(experience.where);
  const isRow = layout === 'row';
  return (
    <Link href={`/event/${experience.slug}`} asChild>
      <Pressable
        accessibilityRole="link"
        accessibilityLabel={[experience.name, schedule.text, venue].filter(Boolean).join(', ')}
        testID={`experience-${experience.slug}`}
      >
        {/* Link asChild merges the Pressable's style as one plain object on the web, dropping a style function
            or array (the tile lost its width): the layout sits on a View inside instead. */}
        {({ pressed }) => (
          <View style={[isRow ? styles.row : styles.tile, pressed && styles.pressed]}>
            {image ? (
              <Image
                source={{ uri: image.uri }}
                accessibilityLabel={image.alt}
                style={isRow ? styles.thumb : styles.image}
              />
            ) : (
              <View style={[isRow ? styles.thumb : styles.image, styles.placeholder]} />
            )}
            <View style={styles.text}>
              <Text style={styles.name} numberOfLines={2}>
                {experience.name}
              </Text>
              <Text
                style={[
                  styles.schedule,
                  schedule.text === 'CANCELED' || schedule.text === 'TBA' ? styles.flag : null,
                ]}
                numberOfLines={1}
              >
                {schedule.text}
              </Text>
              {venue ? (
                <Text style={styles.venue} numberOfLines={1}>
                  {venue}
                </Text>
              ) : null}
            </View>
          </View>
        )}
      </Pressable>
    </Link>
  );
}

const styles = StyleSheet.create({
  tile: { width: 240, gap: spacing.sm },
  row: { flexDirection: 'row', gap: spacing.md, paddingVertical: spacing.sm, alignItems: 'center' },
  pressed: { opacity: 0.75 },
  image: { width: 240, height: 160, borderRadius: 12, backgroundColor: colors.surface },
  thumb: { width: 96, height: 64, borderRadius: 8, backgroundColor: colors.surface },
  placeholder: { borderWidth: 1, borderColor: colors.border },
  text: { flexShrink: 1, gap: 2 },
  name: { fontSize: 16, ...typography.strong, color: colors.text },
  schedule: { fontSize: 14, color: colors.brand, ...typography.strong },
  flag: { color: colors.danger },
  venue: { fontSize: 14, ...typography.text, color: colors.muted },
});
