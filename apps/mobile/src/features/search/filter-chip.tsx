/**
 * A chip of the search filters: a radio in a single-choice row (dates, list or map), a checkbox in a
 * many-choice row (categories).
 */
import type { ReactNode } from 'react';
import { Pressable, ScrollView, StyleSheet, Text } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';

export function FilterChip({
  label,
  isSelected,
  kind,
  onPress,
}: {
  label: string;
  isSelected: boolean;
  kind: 'radio' | 'checkbox';
  onPress: () => void;
}) {
  return (
    <Pressable
      accessibilityRole={kind}
      accessibilityLabel={label}
      accessibilityState={{ checked: isSelected }}
      onPress={onPress}
      style={({ pressed }) => [styles.chip, isSelected && styles.selected, pressed && styles.pressed]}
    >
      <Text style={[styles.text, isSelected && styles.selectedText]}>{label}</Text>
    </Pressable>
  );
}

/**
 * A row of chips that scrolls sideways, named for screen readers ('Dates', 'Categories'). It keeps the height of
 * its chips: a ScrollView shrinks by default, and the list or map below squeezed the rows until their chips spilled
 * over one another and over the List / Map switch.
 */
export function ChipRow({
  label,
  kind,
  testID,
  children,
}: {
  label: string;
  kind: 'radiogroup' | 'group';
  testID?: string;
  children: ReactNode;
}) {
  return (
    <ScrollView
      horizontal
      showsHorizontalScrollIndicator={false}
      role={kind}
      accessibilityLabel={label}
      contentContainerStyle={styles.row}
      style={styles.rowFrame}
      testID={testID}
    >
      {children}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  rowFrame: { flexGrow: 0, flexShrink: 0 },
  row: { gap: spacing.sm, paddingHorizontal: spacing.lg, paddingBottom: spacing.sm },
  chip: {
    minHeight: 36,
    justifyContent: 'center',
    paddingHorizontal: spacing.md,
    borderRadius: 18,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.background,
  },
  selected: { backgroundColor: colors.brand, borderColor: colors.brand },
  pressed: { opacity: 0.8 },
  text: { fontSize: 14, ...typography.text, color: colors.text },
  selectedText: { color: colors.onBrand, ...typography.strong },
});
