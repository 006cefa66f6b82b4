/**
 * A labelled text input with its problem said right under it (the app's forms: phone sign-in, account, onboarding).
 * The label names the input for screen readers; the problem is announced when it appears.
 */
import type { ComponentProps, ReactNode } from 'react';
import { StyleSheet, Text, TextInput, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';

export interface FormFieldProps extends Omit<ComponentProps<typeof TextInput>, 'style'> {
  label: string;
  /** The field's problem (ours or the API's), shown under it. */
  error?: string | null;
  /** A line under the input that explains it. */
  hint?: ReactNode;
  /** Text before the input, such as '@' for a username. */
  prefix?: string;
}

export function FormField({ label, error, hint, prefix, multiline, ...input }: FormFieldProps) {
  return (
    <View style={styles.field}>
      <Text style={styles.label}>{label}</Text>
      <View style={[styles.box, error ? styles.boxInvalid : null, multiline ? styles.boxMultiline : null]}>
        {prefix ? (
          <Text style={styles.prefix} importantForAccessibility="no" accessibilityElementsHidden>
            {prefix}
          </Text>
        ) : null}
        <TextInput
          accessibilityLabel={label}
          aria-invalid={Boolean(error)}
          multiline={multiline}
          placeholderTextColor={colors.muted}
          style={[styles.input, multiline ? styles.inputMultiline : null]}
          {...input}
        />
      </View>
      {hint ? <Text style={styles.hint}>{hint}</Text> : null}
      {error ? (
        <Text style={styles.error} accessibilityRole="alert" accessibilityLiveRegion="polite">
          {error}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: spacing.xs },
  label: { fontSize: 15, ...typography.strong, color: colors.text },
  box: {
    minHeight: 44,
    flexDirection: 'row',
    alignItems: 'center',
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: 10,
    paddingHorizontal: spacing.md,
  },
  boxInvalid: { borderColor: colors.danger },
  boxMultiline: { alignItems: 'flex-start', paddingVertical: spacing.sm },
  prefix: { fontSize: 16, ...typography.text, color: colors.muted, marginRight: 2 },
  input: { flex: 1, minHeight: 42, fontSize: 16, ...typography.text, color: colors.text },
  inputMultiline: { minHeight: 96, textAlignVertical: 'top' },
  hint: { fontSize: 14, ...typography.text, color: colors.muted },
  error: { fontSize: 14, ...typography.text, color: colors.danger },
});
