/**
 * One person, place, host, collection or roundup in the search results: a picture or a mark, the name and a line
 * about it. The whole row is one link, read once as "name, line".
 */
import Ionicons from '@expo/vector-icons/Ionicons';
import { type Href, Link } from 'expo-router';
import type { ComponentProps, ReactNode } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';

export interface ResultRowProps {
  href: Href;
  title: string;
  meta: string;
  /** The picture (an avatar) or, without one, the mark of the kind of result. */
  leading: ReactNode;
  testID: string;
}

export function ResultRow({ href, title, meta, leading, testID }: ResultRowProps) {
  return (
    <Link href={href} asChild>
      <Pressable
        accessibilityRole="link"
        accessibilityLabel={meta ? `${title}, ${meta}` : title}
        testID={testID}
      >
        {/* The layout sits on a View inside: Link asChild drops a style function on the web (experience-card.tsx). */}
        {({ pressed }) => (
          <View style={[styles.row, pressed && styles.pressed]}>
            {leading}
            <View style={styles.text}>
              <Text style={styles.title} numberOfLines={2}>
                {title}
              </Text>
              {meta ? (
                <Text style={styles.meta} numberOfLines={2}>
                  {meta}
                </Text>
              ) : null}
            </View>
          </View>
        )}
      </Pressable>
    </Link>
  );
}

/** A round mark for results without a picture (a pin for places, a question mark for roundups). */
export function ResultMark({ icon }: { icon: ComponentProps<typeof Ionicons>['name'] }) {
  return (
    <View style={styles.mark} accessible={false} aria-hidden>
      <Ionicons name={icon} size={24} color={colors.brand} />
    </View>
  );
}

const styles = StyleSheet.create({
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: spacing.md,
    paddingVertical: spacing.sm,
    minHeight: 56,
  },
  pressed: { opacity: 0.75 },
  text: { flex: 1, gap: 2 },
  title: { fontSize: 16, ...typography.strong, color: colors.text },
  meta: { fontSize: 14, ...typography.text, color: colors.muted },
  mark: {
    width: 48,
    height: 48,
    borderRadius: 24,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: colors.brandSubtle,
  },
});
