/**
 * A name that opens its own screen (the event's venue, its host): brand-coloured, underlined text, read as a
 * link by its words, tall enough to hit.
 */
import { type Href, Link } from 'expo-router';
import { type StyleProp, StyleSheet, type TextStyle } from 'react-native';
import { colors } from '../lib/theme.ts';

export function TextLink({
  href,
  label,
  hint,
  style,
  testID,
}: {
  href: Href;
  label: string;
  /** What opens ("Opens the place"). */
  hint?: string;
  style?: StyleProp<TextStyle>;
  testID?: string;
}) {
  return (
    <Link
      href={href}
      accessibilityRole="link"
      accessibilityHint={hint}
      style={[style, styles.link]}
      testID={testID}
    >
      {label}
    </Link>
  );
}

const styles = StyleSheet.create({
  // Padding rather than a fixed height: the hit area grows with the font.
  link: { color: colors.brand, textDecorationLine: 'underline', paddingVertical: 10 },
});
