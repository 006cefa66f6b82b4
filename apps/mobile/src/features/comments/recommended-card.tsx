/**
 * What a roundup answer recommends, as a card one press away from it: an event opens /event/{slug}, a place
 * /place/{id} (the website's RecommendedCard). Its picture, when it has one, is decoration: the card's name says
 * what it is.
 */
import { buildImageUrl } from '@happenings/domain/media';
import { Link } from 'expo-router';
import { Image, Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import type { ThreadComment } from './comments.queries.ts';

type Recommended = NonNullable<ThreadComment['recommends']>;

export function recommendedPath(recommends: Recommended): string | null {
  if (recommends.itemType === 'experience')
    return recommends.slug ? `/event/${encodeURIComponent(recommends.slug)}` : null;
  return `/place/${encodeURIComponent(recommends.itemId)}`;
}

export function RecommendedCard({ recommends }: { recommends: Recommended }) {
  const kind = recommends.itemType === 'experience' ? 'Event' : 'Place';
  const path = recommendedPath(recommends);
  const body = (
    <>
      {recommends.image ? (
        <Image
          source={{ uri: buildImageUrl(recommends.image.secure_url, { baseUrl: '', preset: 'thumbnail' }) }}
          style={styles.image}
          accessibilityElementsHidden
          importantForAccessibility="no"
        />
      ) : null}
      <View style={styles.words}>
        <Text style={styles.kind}>{kind}</Text>
        <Text style={styles.name}>{recommends.name}</Text>
      </View>
    </>
  );
  if (!path) {
    return (
      <View
        style={styles.card}
        accessible
        accessibilityLabel={`Recommends the ${kind.toLowerCase()} ${recommends.name}`}
      >
        {body}
      </View>
    );
  }
  return (
    <Link href={path} asChild>
      <Pressable
        accessibilityRole="link"
        accessibilityLabel={`Recommends the ${kind.toLowerCase()} ${recommends.name}`}
        style={styles.card}
        testID="recommended-card"
      >
        {body}
      </Pressable>
    </Link>
  );
}

const styles = StyleSheet.create({
  card: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: spacing.md,
    padding: spacing.sm,
    minHeight: 56,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  image: { width: 48, height: 48, borderRadius: 8, backgroundColor: colors.border },
  words: { flex: 1, gap: 2 },
  kind: { fontSize: 13, ...typography.strong, color: colors.muted, textTransform: 'uppercase' },
  name: { fontSize: 16, ...typography.strong, color: colors.brand },
});
