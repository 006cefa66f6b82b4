/**
 * The editor's controls. Every control carries its visible label as its accessible name; a field's error sits
 * under it, is read with it (as its hint) and is announced when it appears (a live region on Android and the web;
 * the form also announces the count of problems on iOS, event-editor-form.tsx).
 */
import { type ReactNode, useState } from 'react';
import { Pressable, StyleSheet, Text, TextInput, type TextInputProps, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import type { FieldErrors, FieldKey } from './event-validation.ts';

export const errorTestId = (key: FieldKey) => `error-${key}`;

export function FieldError({ field, errors }: { field: FieldKey; errors: FieldErrors }) {
  const message = errors[field];
  if (!message) return null;
  return (
    <Text
      style={styles.error}
      accessibilityLiveRegion="polite"
      aria-live="polite"
      testID={errorTestId(field)}
    >
      {message}
    </Text>
  );
}

interface TextFieldProps
  extends Pick<TextInputProps, 'multiline' | 'maxLength' | 'placeholder' | 'inputMode'> {
  label: string;
  value: string;
  onChangeText: (text: string) => void;
  /** A format or a purpose, shown under the label and read with the field. */
  hint?: string;
  /** The error shown under this field (when it has one). */
  field?: FieldKey;
  errors?: FieldErrors;
  testID?: string;
}

export function TextField({
  label,
  value,
  onChangeText,
  hint,
  field,
  errors,
  testID,
  ...input
}: TextFieldProps) {
  const error = field && errors ? errors[field] : undefined;
  return (
    <View style={styles.field}>
      <Text style={styles.label}>{label}</Text>
      {hint ? <Text style={styles.hint}>{hint}</Text> : null}
      <TextInput
        accessibilityLabel={label}
        accessibilityHint={[hint, error].filter(Boolean).join('. ') || undefined}
        aria-invalid={error ? true : undefined}
        autoCorrect={!input.inputMode}
        autoCapitalize={input.inputMode ? 'none' : 'sentences'}
        onChangeText={onChangeText}
        style={[styles.input, input.multiline && styles.multiline, error ? styles.invalid : null]}
        testID={testID}
        value={value}
        {...input}
      />
      {field && errors ? <FieldError field={field} errors={errors} /> : null}
    </View>
  );
}

/** 'YYYY-MM-DD' and 'HH:MM' typed as text: React Native has no date picker that also works on the web. */
export function DateField(props: Omit<TextFieldProps, 'hint' | 'inputMode' | 'maxLength'>) {
  return (
    <TextField {...props} hint="YYYY-MM-DD" placeholder="2026-12-31" inputMode="numeric" maxLength={10} />
  );
}

export function TimeField(props: Omit<TextFieldProps, 'hint' | 'inputMode' | 'maxLength'>) {
  return <TextField {...props} hint="HH:MM, 24-hour" placeholder="19:30" inputMode="numeric" maxLength={5} />;
}

/**
 * A whole number from 1 to `max`. The typed text stays as typed (an emptied field while typing a new number), and
 * each valid number is passed on at once.
 */
export function NumberField({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  return (
    <View style={styles.field}>
      <Text style={styles.label}>{label}</Text>
      <TextInput
        accessibilityLabel={label}
        accessibilityHint={`A number from 1 to ${max}`}
        inputMode="numeric"
        keyboardType="number-pad"
        maxLength={String(max).length}
        onBlur={() => setText(String(value))}
        onChangeText={(typed) => {
          setText(typed);
          const number = Number.parseInt(typed, 10);
          if (number >= 1 && number <= max) onChange(number);
        }}
        style={[styles.input, styles.number]}
        value={text}
      />
    </View>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** What a screen reader says when the label needs context ('Monday: closed'). */
  accessibilityLabel?: string;
}

/** One of a few options, as radio buttons in a labelled group. */
export function ChoiceGroup<T extends string>({
  label,
  choices,
  value,
  onChange,
  testID,
}: {
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  testID?: string;
}) {
  return (
    <View style={styles.field} accessibilityRole="radiogroup" accessibilityLabel={label} testID={testID}>
      <Text style={styles.label}>{label}</Text>
      <View style={styles.chips}>
        {choices.map((choice) => (
          <Chip
            key={choice.value}
            role="radio"
            label={choice.label}
            accessibilityLabel={choice.accessibilityLabel}
            isOn={choice.value === value}
            onPress={() => onChange(choice.value)}
          />
        ))}
      </View>
    </View>
  );
}

export function Chip({
  label,
  isOn,
  onPress,
  role = 'checkbox',
  accessibilityLabel,
}: {
  label: string;
  isOn: boolean;
  onPress: () => void;
  role?: 'checkbox' | 'radio';
  accessibilityLabel?: string;
}) {
  return (
    <Pressable
      accessibilityRole={role}
      accessibilityLabel={accessibilityLabel ?? label}
      aria-checked={isOn}
      onPress={onPress}
      style={({ pressed }) => [styles.chip, isOn && styles.chipOn, pressed && styles.pressed]}
    >
      <Text style={[styles.chipLabel, isOn && styles.chipLabelOn]}>{label}</Text>
    </Pressable>
  );
}

/** Chips side by side, wrapping onto more lines. */
export function ChipWrap({ children }: { children: ReactNode }) {
  return <View style={styles.chips}>{children}</View>;
}

/** A titled part of the form ('Details', 'When', 'Where'). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle} accessibilityRole="header">
        {title}
      </Text>
      {children}
    </View>
  );
}

export const formStyles = StyleSheet.create({
  column: { gap: spacing.md },
  row: { flexDirection: 'row', gap: spacing.md },
  grow: { flex: 1 },
  hint: { fontSize: 14, ...typography.text, color: colors.muted },
  label: { fontSize: 15, ...typography.strong, color: colors.text },
});

const styles = StyleSheet.create({
  section: { gap: spacing.md, paddingTop: spacing.lg, borderTopWidth: 1, borderTopColor: colors.border },
  sectionTitle: { fontSize: 20, ...typography.heading, color: colors.text },
  field: { gap: spacing.xs, flexGrow: 1 },
  label: formStyles.label,
  hint: formStyles.hint,
  input: {
    minHeight: 44,
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: 10,
    paddingHorizontal: spacing.md,
    fontSize: 16,
    ...typography.text,
    color: colors.text,
  },
  number: { width: 96 },
  multiline: { minHeight: 120, paddingVertical: spacing.sm, textAlignVertical: 'top' },
  invalid: { borderColor: colors.danger },
  error: { color: colors.danger, fontSize: 14, ...typography.text },
  chips: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  chip: {
    minHeight: 44,
    justifyContent: 'center',
    paddingHorizontal: spacing.md,
    borderRadius: 22,
    borderWidth: 1.5,
    borderColor: colors.border,
  },
  chipOn: { borderColor: colors.brand, backgroundColor: colors.brand },
  pressed: { opacity: 0.8 },
  chipLabel: { fontSize: 15, ...typography.text, color: colors.text },
  chipLabelOn: { color: colors.onBrand, ...typography.strong },
});
