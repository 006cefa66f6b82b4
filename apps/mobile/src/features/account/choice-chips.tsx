/**
 * Choices shown as chips that wrap: one of them (a radio group, e.g. home city) or any number (checkboxes, e.g.
 * interests). Each chip says its state to screen readers.
 */
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';

export interface Choice {
  value: string;
  label: string;
}

export function ChoiceChips({
  label,
  choices,
  selected,
  onToggle,
  multiple,
}: {
  label: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  multiple?: boolean;
}) {
  return (
    <View style={styles.field}>
      <Text style={styles.label}>{label}</Text>
      <View
        style={styles.chips}
        accessibilityRole={multiple ? undefined : 'radiogroup'}
        accessibilityLabel={label}
      >
        {choices.map((choice) => {
          const isOn = selected.includes(choice.value);
          return (
            <Pressable
              key={choice.value}
              accessibilityRole={multiple ? 'checkbox' : 'radio'}
              accessibilityLabel={choice.label}
              accessibilityState={{ checked: isOn }}
              aria-checked={isOn}
              onPress={() => onToggle(choice.value)}
              style={[styles.chip, isOn ? styles.chipOn : null]}
            >
              <Text style={[styles.chipText, isOn ? styles.chipTextOn : null]}>{choice.label}</Text>
            </Pressable>
          );
        })}
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: spacing.xs },
  label: { fontSize: 15, ...typography.strong, color: colors.text },
  chips: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  chip: {
    minHeight: 44,
    justifyContent: 'center',
    paddingHorizontal: spacing.md,
    borderRadius: 22,
    borderWidth: 1,
    borderColor: colors.border,
  },
  chipOn: { backgroundColor: colors.brand, borderColor: colors.brand },
  chipText: { fontSize: 15, ...typography.text, color: colors.text },
  chipTextOn: { color: colors.onBrand, ...typography.strong },
});
