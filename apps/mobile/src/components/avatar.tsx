/**
 * A person's round picture, or their initials on the brand's pale tint when they have none. Decorative: the name
 * beside it (or the control holding it) says who it is.
 */
import { Image, StyleSheet, Text, View } from 'react-native';
import { colors, typography } from '../lib/theme.ts';

export interface AvatarProps {
  name: string;
  photoURL?: string | null;
  size?: number;
}

/** 'Ada Lovelace' → 'AL'; '@ada' → 'A'. */
export function initialsOf(name: string): string {
  const words = name.replace(/^@/, '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function Avatar({ name, photoURL, size = 48 }: AvatarProps) {
  const round = { width: size, height: size, borderRadius: size / 2 };
  if (photoURL) {
    return (
      <Image
        source={{ uri: photoURL }}
        style={round}
        accessibilityIgnoresInvertColors
        accessible={false}
        aria-hidden
        testID="avatar"
      />
    );
  }
  return (
    <View style={[round, styles.initials]} accessible={false} aria-hidden testID="avatar">
      <Text style={[styles.letters, { fontSize: size * 0.38 }]} allowFontScaling={false}>
        {initialsOf(name)}
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  initials: { alignItems: 'center', justifyContent: 'center', backgroundColor: colors.brandSubtle },
  letters: { ...typography.heading, color: colors.brand },
});
