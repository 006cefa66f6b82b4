/**
 * "Tell me when you launch here" for a location the app does not serve yet (spec §1: Washington DC is not app
 * supported; spec §7 region interest, POST /api/v1/region-interest).
 */
import type { Location } from '@happenings/domain/locations';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { StyleSheet, Text, TextInput, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { EMAIL_MAX_LENGTH, validateSignIn } from '../auth/sign-in-form.ts';

async function registerInterest(input: { email: string; region: string }): Promise<void> {
  const { response, error } = await getAppServices().api.POST('/api/v1/region-interest', { body: input });
  if (response.ok) return;
  if (response.status === 400 && error?.error.message) throw new Error(error.error.message);
  if (response.status === 429) throw new Error('Too many tries from here. Try again later.');
  throw new ApiRequestError(response.status);
}

export function RegionInterestForm({ location }: { location: Location }) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: registerInterest });

  const submit = () => {
    // The same address check as sign-in; the password half of it does not apply here.
    const problem = validateSignIn(email, 'unused').email ?? null;
    setInvalid(problem);
    if (!problem) mutation.mutate({ email: email.trim(), region: location.slug });
  };

  if (mutation.isSuccess) {
    return (
      <Text style={styles.success} accessibilityRole="alert">
        Thanks! We will e-mail {mutation.variables.email} as soon as Happenings launches in {location.name}.
      </Text>
    );
  }

  const failure =
    invalid ??
    (mutation.error
      ? mutation.error instanceof ApiRequestError
        ? 'We could not save your e-mail. Please try again.'
        : mutation.error.message
      : null);

  return (
    <View style={styles.form}>
      <Text style={styles.label} nativeID="region-email-label">
        E-mail address
      </Text>
      <Text style={styles.hint}>We will write once, when the app is ready for {location.name}.</Text>
      <TextInput
        accessibilityLabel="E-mail address"
        accessibilityLabelledBy="region-email-label"
        autoCapitalize="none"
        autoComplete="email"
        autoCorrect={false}
        inputMode="email"
        keyboardType="email-address"
        maxLength={EMAIL_MAX_LENGTH}
        onChangeText={setEmail}
        onSubmitEditing={submit}
        placeholder="you@example.com"
        style={[styles.input, failure ? styles.inputInvalid : null]}
        value={email}
      />
      {failure ? (
        <Text style={styles.error} accessibilityRole="alert">
          {failure}
        </Text>
      ) : null}
      <Button label="Notify me" onPress={submit} busy={mutation.isPending} />
    </View>
  );
}

const styles = StyleSheet.create({
  form: { gap: spacing.sm },
  label: { fontSize: 15, ...typography.strong, color: colors.text },
  hint: { fontSize: 14, ...typography.text, color: colors.muted },
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
  inputInvalid: { borderColor: colors.danger },
  error: { color: colors.danger, fontSize: 14, ...typography.text },
  success: { fontSize: 16, ...typography.text, color: colors.success },
});
