/**
 * "Continue with Google" and "Continue with Apple" (spec §1 identity providers), each shown only when the API has
 * the provider configured. better-auth's social sign-in (POST /api/auth/sign-in/social) answers the provider's
 * address, which opens in the browser; the provider then returns to the app's own link (happenings://sign-in).
 * Limitation: for that return to sign the app in, the API has to trust the app's link and hand the session over
 * with it (better-auth's Expo integration does this); until it does, the API refuses the link and the error shows
 * under the buttons.
 */
import * as Linking from 'expo-linking';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { getAppServices } from '../../lib/app-services.ts';
import { colors, spacing } from '../../lib/theme.ts';
import { useAuthProviders } from './auth-providers.queries.ts';
import { describeSignInFailure } from './session.ts';

type Provider = 'google' | 'apple';

const LABELS: Record<Provider, string> = { google: 'Continue with Google', apple: 'Continue with Apple' };

async function startSocialSignIn(provider: Provider): Promise<string | null> {
  const { apiUrl } = getAppServices();
  try {
    const response = await globalThis.fetch(`${apiUrl}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider, callbackURL: Linking.createURL('/sign-in'), disableRedirect: true }),
      credentials: 'omit',
    });
    const body = (await response.json().catch(() => null)) as { url?: string } | null;
    if (!response.ok || !body?.url) return describeSignInFailure(response.status, null);
    await Linking.openURL(body.url);
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
  error: { color: colors.danger, fontSize: 15 },
});
