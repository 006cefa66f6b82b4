/**
 * The app's one button: brand-filled for the main action of a screen, outlined otherwise. At least 44 points
 * tall so it is easy to hit.
 */
import { ActivityIndicator, Pressable, StyleSheet, Text } from 'react-native';
import { colors, spacing, typography } from '../lib/theme.ts';

export interface ButtonProps {
  label: string;
  onPress: () => void;
  variant?: 'primary' | 'outline';
  disabled?: boolean;
  busy?: boolean;
  selected?: boolean;
  /** What a screen reader says when the visible label needs its context ("Accept the invite to Jazz nights"). */
  accessibilityLabel?: string;
  accessibilityHint?: string;
  testID?: string;
}

export function Button({
  label,
  onPress,
  variant = 'primary',
  disabled,
  busy,
  selected,
  accessibilityLabel,
  accessibilityHint,
  testID,
}: ButtonProps) {
  const primary = variant === 'primary';
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={accessibilityLabel ?? label}
      accessibilityHint={accessibilityHint}
      // aria-* rather than accessibilityState: react-native-web ignores accessibilityState (the web lost every
      // state), and React Native turns these into it on iOS and Android.
      aria-disabled={Boolean(disabled || busy)}
      aria-busy={Boolean(busy)}
      aria-selected={selected}
      disabled={disabled || busy}
      onPress={onPress}
      testID={testID}
      style={({ pressed }) => [
        styles.button,
        primary ? styles.primary : styles.outline,
        (disabled || busy) && styles.disabled,
        pressed && styles.pressed,
      ]}
    >
      {busy ? <ActivityIndicator color={primary ? colors.onBrand : colors.brand} /> : null}
      <Text style={[styles.label, primary ? styles.primaryLabel : styles.outlineLabel]}>{label}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  button: {
    minHeight: 44,
    paddingHorizontal: spacing.lg,
    borderRadius: 22,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'center',
    gap: spacing.sm,
  },
  primary: { backgroundColor: colors.brand },
  outline: { borderWidth: 1.5, borderColor: colors.brand, backgroundColor: colors.background },
  disabled: { opacity: 0.5 },
  pressed: { opacity: 0.8 },
  label: { fontSize: 16, ...typography.strong },
  primaryLabel: { color: colors.onBrand },
  outlineLabel: { color: colors.brand },
});
