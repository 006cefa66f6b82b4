/**
 * The report form as a sheet over the screen (issue 23): what is wrong, as a group of radio options in the
 * domain's words (REPORT_REASON_LABELS, the website's too), optional details (required for "Something else"), then
 * a thank-you. Errors sit under their fields and are announced; closing (Cancel, the back gesture) sends nothing.
 */
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@happenings/domain/moderation';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AccessibilityInfo,
  Modal,
  Pressable,
  ScrollView,
  StyleSheet,
  Text,
  TextInput,
  View,
} from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import {
  ReportError,
  type ReportErrors,
  type ReportSubject,
  sendReport,
  validateReport,
} from './report.data.ts';

interface Props {
  subject: ReportSubject;
  /** What it is, in words: 'comment', 'event', 'profile'. */
  noun: string;
  onClose: () => void;
}

export function ReportSheet({ subject, noun, onClose }: Props) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<ReportErrors>({});
  const send = useMutation({
    mutationFn: (chosen: ReportReason) => sendReport(subject, chosen, details),
    onSuccess: () => AccessibilityInfo.announceForAccessibility('Report sent. Thank you.'),
    onError: (error) =>
      setErrors(error instanceof ReportError ? error.fieldErrors : { form: 'The report could not be sent.' }),
  });

  const submit = () => {
    const found = validateReport(reason, details);
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) {
      AccessibilityInfo.announceForAccessibility(Object.values(found).join(' '));
      return;
    }
    send.mutate(reason);
  };

  return (
    <Modal visible animationType="slide" transparent onRequestClose={onClose}>
      <View style={styles.backdrop}>
        <View style={styles.sheet} accessibilityViewIsModal testID="report-sheet">
          {send.isSuccess ? (
            <View style={styles.body}>
              <Text style={styles.title} accessibilityRole="header">
                Thanks for telling us
              </Text>
              <Text style={styles.line} accessibilityLiveRegion="polite" testID="report-sent">
                A moderator will look at this {noun}. Reports are private: its author is not told who sent
                one.
              </Text>
              <Button label="Done" onPress={onClose} />
            </View>
          ) : (
            <ScrollView contentContainerStyle={styles.body} keyboardShouldPersistTaps="handled">
              <Text style={styles.title} accessibilityRole="header">
                Report this {noun}
              </Text>
              <View
                accessibilityRole="radiogroup"
                accessibilityLabel="What is wrong with it?"
                style={styles.group}
              >
                <Text style={styles.label}>What is wrong with it?</Text>
                {REPORT_REASONS.map((value) => (
                  <ReasonOption
                    key={value}
                    label={REPORT_REASON_LABELS[value]}
                    checked={reason === value}
                    onPress={() => setReason(value)}
                  />
                ))}
                <FieldError message={errors.reason} testID="report-error-reason" />
              </View>
              <View style={styles.group}>
                <Text style={styles.label}>{reason === 'OTHER' ? 'Details' : 'Details (optional)'}</Text>
                <TextInput
                  accessibilityLabel="Details"
                  accessibilityHint={[
                    reason === 'OTHER' ? 'Required for “Something else”' : 'Anything that helps a moderator',
                    errors.details,
                  ]
                    .filter(Boolean)
                    .join('. ')}
                  aria-invalid={errors.details ? true : undefined}
                  multiline
                  maxLength={REPORT_DETAILS_MAX_LENGTH}
                  onChangeText={setDetails}
                  style={[styles.input, errors.details ? styles.invalid : null]}
                  value={details}
                />
                <FieldError message={errors.details} testID="report-error-details" />
              </View>
              <FieldError message={errors.form} testID="report-error-form" />
              <Button label="Send report" onPress={submit} busy={send.isPending} />
              <Button label="Cancel" variant="outline" onPress={onClose} disabled={send.isPending} />
            </ScrollView>
          )}
        </View>
      </View>
    </Modal>
  );
}

function ReasonOption({ label, checked, onPress }: { label: string; checked: boolean; onPress: () => void }) {
  return (
    <Pressable
      accessibilityRole="radio"
      accessibilityLabel={label}
      accessibilityState={{ checked }}
      aria-checked={checked}
      onPress={onPress}
      style={({ pressed }) => [styles.option, pressed && styles.pressed]}
    >
      <View style={[styles.radio, checked && styles.radioChecked]} />
      <Text style={styles.optionText}>{label}</Text>
    </Pressable>
  );
}

function FieldError({ message, testID }: { message: string | undefined; testID: string }) {
  if (!message) return null;
  return (
    <Text style={styles.error} accessibilityLiveRegion="polite" aria-live="polite" testID={testID}>
      {message}
    </Text>
  );
}

const styles = StyleSheet.create({
  backdrop: { flex: 1, justifyContent: 'flex-end', backgroundColor: 'rgba(20, 18, 26, 0.45)' },
  sheet: {
    maxHeight: '90%',
    backgroundColor: colors.background,
    borderTopLeftRadius: 16,
    borderTopRightRadius: 16,
  },
  body: { padding: spacing.lg, gap: spacing.md, paddingBottom: spacing.xl * 2 },
  title: { fontSize: 20, ...typography.heading, color: colors.text },
  line: { fontSize: 16, ...typography.text, color: colors.muted },
  group: { gap: spacing.xs },
  label: { fontSize: 15, ...typography.strong, color: colors.text },
  option: { flexDirection: 'row', alignItems: 'center', gap: spacing.md, minHeight: 44 },
  pressed: { opacity: 0.7 },
  radio: { width: 22, height: 22, borderRadius: 11, borderWidth: 2, borderColor: colors.muted },
  radioChecked: { borderColor: colors.brand, borderWidth: 7 },
  optionText: { fontSize: 16, ...typography.text, color: colors.text },
  input: {
    minHeight: 88,
    borderWidth: 1.5,
    borderColor: colors.border,
    borderRadius: 10,
    padding: spacing.md,
    fontSize: 16,
    ...typography.text,
    color: colors.text,
    textAlignVertical: 'top',
  },
  invalid: { borderColor: colors.danger },
  error: { fontSize: 14, ...typography.strong, color: colors.danger },
});
