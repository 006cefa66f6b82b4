/**
 * One stream on Discover: its title, a "See all" link, and its first page as a horizontal row of cards.
 */
import { Link } from 'expo-router';
import { FlatList, Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import type { Experience } from '../experiences/experience.types.ts';
import { ExperienceCard } from '../experiences/experience-card.tsx';
import { type DiscoverStream, streamEndpointName } from './streams.ts';

export function StreamSection({
  stream,
  experiences,
  now,
}: {
  stream: DiscoverStream;
  experiences: Experience[];
  now: number;
}) {
  const name = streamEndpointName(stream);
  return (
    <View style={styles.section} testID={`stream-${stream.slug}`}>
      <View style={styles.heading}>
        <View style={styles.titles}>
          <Text style={styles.title} accessibilityRole="header">
            {stream.title}
          </Text>
          {stream.subtitle ? <Text style={styles.subtitle}>{stream.subtitle}</Text> : null}
        </View>
        {name ? (
          <Link href={{ pathname: '/stream/[slug]', params: { slug: name, title: stream.title } }} asChild>
            <Pressable accessibilityRole="link" accessibilityLabel={`See all ${stream.title}`} hitSlop={8}>
              <Text style={styles.seeAll}>See all</Text>
            </Pressable>
          </Link>
        ) : null}
      </View>
      <FlatList
        horizontal
        data={experiences}
        keyExtractor={(item) => item.id}
        renderItem={({ item }) => <ExperienceCard experience={item} now={now} />}
        contentContainerStyle={styles.row}
        showsHorizontalScrollIndicator={false}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: spacing.sm, paddingVertical: spacing.md },
  heading: { flexDirection: 'row', alignItems: 'flex-end', paddingHorizontal: spacing.lg, gap: spacing.md },
  titles: { flex: 1 },
  title: { fontSize: 20, ...typography.heading, color: colors.text },
  subtitle: { fontSize: 14, ...typography.text, color: colors.muted },
  seeAll: { color: colors.brand, fontSize: 15, ...typography.strong, paddingVertical: spacing.sm },
  row: { gap: spacing.md, paddingHorizontal: spacing.lg },
});
