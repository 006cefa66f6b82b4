/**
 * "Continue with Google" and "Continue with Apple" (spec §1 identity providers), each shown only when the API has
 * the provider configured. The provider's pages open in the phone's browser, on the website's origin (where the
 * provider returns: EXPO_PUBLIC_WEBSITE_URL, else the API's), through the API's app-sign-in start; the browser
 * comes back to this app's sign-in screen with a one-time code, exchanged there for the app's own session
 * (apps/api features/auth/app-sign-in.routes.ts). The start carries the challenge of a code verifier the app keeps
 * (social-sign-in-verifier.ts), and the exchange the verifier: a code is worth nothing to anyone but this app.
 */
import { toCodeChallenge } from '@happenings/domain/auth';
import Constants, { ExecutionEnvironment } from 'expo-constants';
import * as Linking from 'expo-linking';
import { useState } from 'react';
import { Platform, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { getAppServices } from '../../lib/app-services.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useAuthProviders } from './auth-providers.queries.ts';
import { describeSignInFailure } from './session.ts';
import { keepCodeVerifier, makeCodeVerifier } from './social-sign-in-verifier.ts';

type Provider = 'google' | 'apple';

const LABELS: Record<Provider, string> = { google: 'Continue with Google', apple: 'Continue with Apple' };

/** Where the browser starts: the website when the app knows it, else the API (in development, the same host). */
function signInOrigin(): string {
  const website = process.env.EXPO_PUBLIC_WEBSITE_URL;
  return (website || getAppServices().apiUrl).replace(/\/$/, '');
}

/**
 * Where the browser comes back to: the app's own scheme (app.json), Expo Go's exp:// link while developing in it,
 * and this page's origin in the web build.
 */
function appReturnLink(): string {
  if (Platform.OS === 'web' || Constants.executionEnvironment === ExecutionEnvironment.StoreClient)
    return Linking.createURL('sign-in');
  return 'happenings://sign-in';
}

export function socialSignInUrl(provider: Provider, returnLink: string, codeChallenge: string): string {
  const query = `return=${encodeURIComponent(returnLink)}&codeChallenge=${encodeURIComponent(codeChallenge)}`;
  return `${signInOrigin()}/api/v1/auth/app-sign-in/${provider}?${query}`;
}

async function startSocialSignIn(provider: Provider): Promise<string | null> {
  const verifier = makeCodeVerifier();
  if (!verifier) return describeSignInFailure(500, null);
  try {
    await keepCodeVerifier(verifier);
    await Linking.openURL(socialSignInUrl(provider, appReturnLink(), toCodeChallenge(verifier)));
    return null;
  } catch {
    return describeSignInFailure(0, null);
  }
}

export function SocialSignIn() {
  const providers = useAuthProviders();
  const [busy, setBusy] = useState<Provider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = (['google', 'apple'] as const).filter((provider) => providers?.[provider]);
  if (shown.length === 0) return null;

  const start = async (provider: Provider) => {
    setBusy(provider);
    setError(null);
    setError(await startSocialSignIn(provider));
    setBusy(null);
  };

  return (
    <View style={styles.group}>
      {shown.map((provider) => (
        <Button
          key={provider}
          label={LABELS[provider]}
          variant="outline"
          busy={busy === provider}
          onPress={() => void start(provider)}
        />
      ))}
      {error ? (
        <Text style={styles.error} accessibilityRole="alert">
          {error}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  group: { gap: spacing.md },
  error: { color: colors.danger, fontSize: 15, ...typography.text },
});
