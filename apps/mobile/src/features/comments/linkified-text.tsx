/**
 * A comment's text with its http(s) addresses as links that open in the phone's browser (the domain's linkify,
 * the website's rule): everything else stays text, never markup.
 */
import { linkify } from '@happenings/domain/format';
import { Linking, type StyleProp, StyleSheet, Text, type TextStyle } from 'react-native';
import { colors } from '../../lib/theme.ts';

export function LinkifiedText({ text, style }: { text: string; style?: StyleProp<TextStyle> }) {
  return (
    <Text style={style}>
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <Text
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
            key={index}
            accessibilityRole="link"
            style={styles.link}
            onPress={() => void Linking.openURL(segment.href).catch(() => undefined)}
          >
            {segment.text}
          </Text>
        ) : (
          segment.text
        ),
      )}
    </Text>
  );
}

const styles = StyleSheet.create({
  link: { color: colors.brand, textDecorationLine: 'underline' },
});
