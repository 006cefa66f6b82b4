/**
 * Step 2 of phone sign-in: the 6-digit code texted to the number, a way back to change the number, and a new code
 * once a minute has passed since the last.
 */
import { formatPhoneForDisplay } from '@happenings/domain/auth';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { getAppServices } from '../../lib/app-services.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { FormField } from './form-field.tsx';
import type { SentCode } from './phone-sent-code.ts';
import type { PhoneSignIn } from './phone-sign-in.ts';
import { useCountdown } from './use-countdown.ts';

/** How long before another code may be asked for (as on the website). */
export const RESEND_COOLDOWN_MS = 60_000;
const CODE = /^\d{6}$/;

export function PhoneCodeStep({
  phone,
  sent,
  onResent,
  onChangeNumber,
  onSignedIn,
}: {
  phone: PhoneSignIn;
  sent: SentCode;
  onResent: (sentAt: number) => void;
  onChangeNumber: () => void;
  onSignedIn: () => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secondsLeft = useCountdown(sent.sentAt + RESEND_COOLDOWN_MS);
  const shown = sent.country ? formatPhoneForDisplay(sent.country, sent.national) : sent.e164;

  const submit = async () => {
    if (!CODE.test(code)) {
      setError('Enter the 6 digits of the code.');
      return;
    }
    setError(null);
    setNotice(null);
    setBusy(true);
    const verified = await phone.verifyCode(sent.e164, code);
    const signedIn = verified.ok
      ? await getAppServices().session.signInWithToken(verified.value)
      : { ok: false as const, message: verified.message };
    if (!signedIn.ok) {
      setBusy(false);
      setError(signedIn.message);
      return;
    }
    await onSignedIn();
  };

  const resend = async () => {
    setError(null);
    setNotice(null);
    const result = await phone.sendCode(sent.e164);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onResent(Date.now());
    setNotice('We sent a new code.');
  };

  return (
    <>
      <View style={styles.sentTo}>
        <Text style={styles.text}>Sent to {shown}.</Text>
        <Button label="Change number" variant="outline" onPress={onChangeNumber} />
      </View>
      <FormField
        label="6-digit code"
        value={code}
        onChangeText={(value) => {
          setCode(value.replace(/\D/g, '').slice(0, 6));
          setError(null);
        }}
        onSubmitEditing={submit}
        autoComplete="sms-otp"
        textContentType="oneTimeCode"
        keyboardType="number-pad"
        inputMode="numeric"
        maxLength={6}
        error={error}
      />
      {notice ? (
        <Text style={styles.notice} accessibilityLiveRegion="polite">
          {notice}
        </Text>
      ) : null}
      <Button label="Verify and continue" onPress={submit} busy={busy} testID="verify-code" />
      <Button
        label={secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
        variant="outline"
        onPress={resend}
        disabled={secondsLeft > 0}
      />
    </>
  );
}

const styles = StyleSheet.create({
  sentTo: { gap: spacing.sm },
  text: { fontSize: 16, ...typography.text, color: colors.text },
  notice: { fontSize: 15, ...typography.text, color: colors.success },
});
