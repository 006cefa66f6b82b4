/**
 * Onboarding (spec §2 /onboarding), where a new account lands after signing up in the app: a welcome, then the
 * steps (onboarding-wizard.tsx). Signed out, it offers sign-in.
 */
import { Stack } from 'expo-router';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { useOwnProfile } from '../profile/profile.queries.ts';
import { OnboardingWizard } from './onboarding-wizard.tsx';

export function OnboardingScreen() {
  const signedIn = useSignedIn();
  return (
    <Screen>
      <Stack.Screen options={{ title: 'Set up your profile' }} />
      {signedIn ? (
        <OnboardingLoader />
      ) : (
        <SignInPrompt title="Set up your profile" message="Sign in to set up your profile." />
      )}
    </Screen>
  );
}

function OnboardingLoader() {
  const profile = useOwnProfile();
  if (!profile.data) {
    return (
      <View style={styles.center}>
        {profile.isPending ? (
          <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
        ) : (
          <>
            <Text style={styles.message}>Your profile could not be loaded.</Text>
            <Button label="Try again" variant="outline" onPress={() => void profile.refetch()} />
          </>
        )}
      </View>
    );
  }
  return <OnboardingWizard profile={profile.data} />;
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  message: { fontSize: 16, ...typography.text, color: colors.muted, textAlign: 'center' },
});
