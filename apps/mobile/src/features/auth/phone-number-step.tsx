/**
 * Step 1 of phone sign-in: the calling code and the number. A number that cannot be one is said before anything
 * is sent.
 */
import { toE164 } from '@happenings/domain/auth';
import { useState } from 'react';
import { StyleSheet, Text } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, typography } from '../../lib/theme.ts';
import { CallingCodePicker } from './calling-code-picker.tsx';
import { FormField } from './form-field.tsx';
import type { SentCode } from './phone-sent-code.ts';
import type { PhoneSignIn } from './phone-sign-in.ts';

export function PhoneNumberStep({
  phone,
  initialNumber,
  country,
  onCountry,
  onSent,
}: {
  phone: PhoneSignIn;
  initialNumber: string;
  country: string;
  onCountry: (code: string) => void;
  onSent: (sent: SentCode) => void;
}) {
  const [typed, setTyped] = useState(initialNumber);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const e164 = toE164(country, typed);
    if (!e164) {
      setError('Enter a valid phone number.');
      return;
    }
    setError(null);
    setBusy(true);
    const result = await phone.sendCode(e164);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    // A number typed with its own +code wins over the chosen one (toE164).
    const national = e164.startsWith(`+${country}`) ? e164.slice(1 + country.length) : e164.slice(1);
    const code = e164.startsWith(`+${country}`) ? country : '';
    onSent({ country: code, national, e164, sentAt: Date.now() });
  };

  return (
    <>
      <CallingCodePicker value={country} onChange={onCountry} />
      <FormField
        label="Phone number"
        value={typed}
        onChangeText={(value) => {
          setTyped(value);
          setError(null);
        }}
        onSubmitEditing={submit}
        autoComplete="tel"
        textContentType="telephoneNumber"
        keyboardType="phone-pad"
        inputMode="tel"
        placeholder="617 555 0123"
        maxLength={24}
        error={error}
      />
      <Text style={styles.hint}>We text you a 6-digit code. Message and data rates may apply.</Text>
      <Button label={busy ? 'Sending code…' : 'Send code'} onPress={submit} busy={busy} testID="send-code" />
    </>
  );
}

const styles = StyleSheet.create({
  hint: { fontSize: 14, ...typography.text, color: colors.muted },
});
