/**
 * One item of a collection (spec §3 item types: experience, post, crowd-sourced-roundup, place). An experience is
 * the app's event card (opens /event/{slug}); a roundup opens /roundup/{slug}; a post opens its author's profile;
 * a place has no screen in the app and shows where it is.
 */
import { Link } from 'expo-router';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { ExperienceCard } from '../experiences/experience-card.tsx';
import type { CollectionContentItem } from './collection.types.ts';
import { countLabel } from './person-name.ts';

interface SimpleItem {
  kind: string;
  name: string;
  detail: string | null;
  /** Where pressing it leads, and that said for screen readers; null when the app has no screen for it. */
  link: { href: string; hint: string } | null;
}

function describe(item: Exclude<CollectionContentItem, { type: 'experience' }>): SimpleItem {
  switch (item.type) {
    case 'crowd-sourced-roundup':
      return {
        kind: 'Roundup',
        name: item.roundup.title,
        detail: countLabel(item.roundup.parentCommentsCount, 'answer', 'answers'),
        link: { href: `/roundup/${encodeURIComponent(item.roundup.slug)}`, hint: 'Opens the roundup' },
      };
    case 'post': {
      const username = item.post.user.username;
      const author = item.post.user.displayName || (username ? `@${username}` : null);
      return {
        kind: 'Post',
        name: item.post.caption?.trim() || 'A post',
        detail: author ? `By ${author}` : null,
        link: username
          ? { href: `/u/${encodeURIComponent(username)}`, hint: 'Opens the profile of who posted it' }
          : null,
      };
    }
    case 'place':
      return {
        kind: 'Place',
        name: item.place.name,
        detail: [item.place.address, item.place.city].filter(Boolean).join(', ') || null,
        link: null,
      };
  }
}

/** What an item is called when its owner's tools name it ("Move Jazz night up"). */
export function itemName(item: CollectionContentItem): string {
  if (item.type === 'experience') return item.experience?.name ?? 'An event no longer available';
  return describe(item).name;
}

export function CollectionItemRow({ item, now }: { item: CollectionContentItem; now: number }) {
  if (item.type === 'experience') {
    if (item.experience) return <ExperienceCard experience={item.experience} now={now} layout="row" />;
    // Saved, then unpublished or deleted by its host: the owner still sees that something was here.
    return (
      <View style={styles.row} accessible testID={`collection-item-experience-${item.itemId}`}>
        <Text style={styles.detail}>This event is no longer available.</Text>
      </View>
    );
  }
  const { kind, name, detail, link } = describe(item);
  const label = [`${kind}: ${name}`, detail].filter(Boolean).join(', ');
  const testID = `collection-item-${item.type}-${item.itemId}`;
  const body = (pressed: boolean) => (
    <View style={[styles.row, pressed && styles.pressed]}>
      <Text style={styles.kind}>{kind}</Text>
      <Text style={styles.name} numberOfLines={2}>
        {name}
      </Text>
      {detail ? <Text style={styles.detail}>{detail}</Text> : null}
    </View>
  );
  if (!link) {
    return (
      <View accessible accessibilityLabel={label} testID={testID}>
        {body(false)}
      </View>
    );
  }
  return (
    <Link href={link.href} asChild>
      <Pressable
        accessibilityRole="link"
        accessibilityLabel={label}
        accessibilityHint={link.hint}
        testID={testID}
      >
        {/* Link asChild hands the web one plain style object (experience-card.tsx): the look sits inside. */}
        {({ pressed }) => body(pressed)}
      </Pressable>
    </Link>
  );
}

const styles = StyleSheet.create({
  row: {
    paddingVertical: spacing.sm,
    paddingHorizontal: spacing.md,
    borderRadius: 8,
    borderWidth: 1,
    borderColor: colors.border,
    gap: 2,
  },
  pressed: { opacity: 0.75 },
  kind: { fontSize: 12, ...typography.strong, color: colors.brand, textTransform: 'uppercase' },
  name: { fontSize: 16, ...typography.strong, color: colors.text },
  detail: { fontSize: 14, ...typography.text, color: colors.muted },
});
