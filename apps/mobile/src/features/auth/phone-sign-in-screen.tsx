/**
 * Phone sign-in (spec §2 /login/phone): the number, then the 6-digit code texted to it. The invisible challenge
 * (spec §5) is solved while "Sending code" shows. A new number makes a new account, which goes on to onboarding
 * (spec §2 /onboarding), as on the website.
 */
import { readCallingCode } from '@happenings/domain/auth';
import { Stack, useLocalSearchParams, useRouter } from 'expo-router';
import { useMemo, useState } from 'react';
import { KeyboardAvoidingView, Platform, ScrollView, StyleSheet, Text } from 'react-native';
import { Screen } from '../../components/screen.tsx';
import { getAppServices } from '../../lib/app-services.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { isOnboardingDue } from '../onboarding/onboarding.queries.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { PhoneCodeStep } from './phone-code-step.tsx';
import { PhoneNumberStep } from './phone-number-step.tsx';
import type { SentCode } from './phone-sent-code.ts';
import { PhoneSignIn } from './phone-sign-in.ts';

export function PhoneSignInScreen() {
  const router = useRouter();
  const toast = useToast();
  const phone = useMemo(() => new PhoneSignIn(getAppServices().apiUrl), []);
  // spec §2 /login/phone: `phone` and `country` (without the plus sign) may come with the link.
  const params = useLocalSearchParams<{ phone?: string; country?: string }>();
  const [country, setCountry] = useState(() => readCallingCode(params.country));
  const [sent, setSent] = useState<SentCode | null>(null);

  const onSignedIn = async () => {
    toast.show({ title: 'Signed in', type: 'success' });
    const onboard = await isOnboardingDue();
    if (router.canDismiss()) router.dismissAll();
    if (onboard) router.push('/onboarding');
    else if (!router.canGoBack()) router.replace('/');
  };

  return (
    <Screen>
      <Stack.Screen options={{ title: 'Sign in with phone' }} />
      <KeyboardAvoidingView style={styles.fill} behavior={Platform.OS === 'ios' ? 'padding' : undefined}>
        <ScrollView contentContainerStyle={styles.form} keyboardShouldPersistTaps="handled">
          <Text style={styles.title} accessibilityRole="header">
            {sent ? 'Enter the code' : 'Continue with phone'}
          </Text>
          {sent ? (
            <PhoneCodeStep
              phone={phone}
              sent={sent}
              onResent={(sentAt) => setSent({ ...sent, sentAt })}
              onChangeNumber={() => setSent(null)}
              onSignedIn={onSignedIn}
            />
          ) : (
            <PhoneNumberStep
              phone={phone}
              initialNumber={typeof params.phone === 'string' ? params.phone : ''}
              country={country}
              onCountry={setCountry}
              onSent={setSent}
            />
          )}
        </ScrollView>
      </KeyboardAvoidingView>
    </Screen>
  );
}

const styles = StyleSheet.create({
  fill: { flex: 1 },
  form: { padding: spacing.xl, gap: spacing.lg },
  title: { fontSize: 24, ...typography.heading, color: colors.text },
});
