/**
 * Sign in with e-mail and password (spec §1, §2 /login/email). On success the screen closes and the screen
 * below shows the signed-in state; a failure is said under the form. Phone sign-in, and Google and Apple when
 * the API has them, are offered below; the browser returns from those to this screen with a one-time code
 * (`?code=`, or `?error=` when the provider's sign-in failed), exchanged here for the app's session.
 */
import { useLocalSearchParams, useRouter } from 'expo-router';
import { useEffect, useRef, useState } from 'react';
import { KeyboardAvoidingView, Platform, ScrollView, StyleSheet, Text, TextInput, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { getAppServices } from '../../lib/app-services.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { SOCIAL_SIGN_IN_EXPIRED } from './session.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, type SignInErrors, validateSignIn } from './sign-in-form.ts';
import { SocialSignIn } from './social-sign-in.tsx';
import { takeCodeVerifier } from './social-sign-in-verifier.ts';

export function SignInScreen() {
  const router = useRouter();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const params = useLocalSearchParams<{ code?: string; error?: string }>();
  const handedOver = useRef<string | null>(null);

  const finish = (result: { ok: true } | { ok: false; message: string }) => {
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    toast.show({ title: 'Signed in', type: 'success' });
    if (router.canGoBack()) router.back();
    else router.replace('/');
  };

  // The latest finish, for the exchange that resolves after a render or two.
  const finishRef = useRef(finish);
  finishRef.current = finish;

  useEffect(() => {
    if (params.error && !params.code) setFailure(SOCIAL_SIGN_IN_EXPIRED);
  }, [params.error, params.code]);

  // Back from Google or Apple in the browser: the code is exchanged once, however often the screen renders.
  useEffect(() => {
    const code = typeof params.code === 'string' ? params.code : null;
    if (!code || handedOver.current === code) return;
    handedOver.current = code;
    setBusy(true);
    void takeCodeVerifier()
      .then((verifier) => getAppServices().session.signInWithAppCode(code, verifier))
      .then((result) => {
        setBusy(false);
        finishRef.current(result);
      });
  }, [params.code]);

  const submit = async () => {
    const found = validateSignIn(email, password);
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) return;
    setBusy(true);
    const result = await getAppServices().session.signInWithEmail(email.trim(), password);
    setBusy(false);
    finish(result);
  };

  return (
    <Screen>
      <KeyboardAvoidingView style={styles.fill} behavior={Platform.OS === 'ios' ? 'padding' : undefined}>
        <ScrollView contentContainerStyle={styles.form} keyboardShouldPersistTaps="handled">
          <Text style={styles.title} accessibilityRole="header">
            Sign in to Happenings
          </Text>
          <View style={styles.field}>
            <Text style={styles.label} nativeID="email-label">
              E-mail
            </Text>
            <TextInput
              accessibilityLabel="E-mail"
              accessibilityLabelledBy="email-label"
              autoCapitalize="none"
              autoComplete="email"
              autoCorrect={false}
              inputMode="email"
              keyboardType="email-address"
              maxLength={EMAIL_MAX_LENGTH}
              onChangeText={setEmail}
              placeholder="you@example.com"
              style={[styles.input, errors.email ? styles.inputInvalid : null]}
              textContentType="emailAddress"
              value={email}
            />
            {errors.email ? <Text style={styles.error}>{errors.email}</Text> : null}
          </View>
          <View style={styles.field}>
            <Text style={styles.label} nativeID="password-label">
              Password
            </Text>
            <TextInput
              accessibilityLabel="Password"
              accessibilityLabelledBy="password-label"
              autoCapitalize="none"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              onChangeText={setPassword}
              onSubmitEditing={submit}
              secureTextEntry
              style={[styles.input, errors.password ? styles.inputInvalid : null]}
              textContentType="password"
              value={password}
            />
            {errors.password ? <Text style={styles.error}>{errors.password}</Text> : null}
          </View>
          {failure ? (
            <Text style={styles.failure} accessibilityRole="alert">
              {failure}
            </Text>
          ) : null}
          <Button label="Sign in" onPress={submit} busy={busy} testID="sign-in-submit" />
          <Text style={styles.divider}>or</Text>
          <Button label="Continue with phone" variant="outline" onPress={() => router.push('/login/phone')} />
          <SocialSignIn />
        </ScrollView>
      </KeyboardAvoidingView>
    </Screen>
  );
}

const styles = StyleSheet.create({
  fill: { flex: 1 },
  form: { padding: spacing.xl, gap: spacing.lg },
  title: { fontSize: 24, ...typography.heading, color: colors.text },
  field: { gap: spacing.xs },
  label: { fontSize: 15, ...typography.strong, color: colors.text },
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
  failure: { color: colors.danger, fontSize: 15, ...typography.text },
  divider: { textAlign: 'center', color: colors.muted, fontSize: 15, ...typography.text },
});
