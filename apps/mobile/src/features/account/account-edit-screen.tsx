/**
 * Edit account (spec §2 /account/edit): the profile (display name, bio, home city, interests) saved together, the
 * username in a form of its own (spec §5), the e-mail picks and where each kind of notification reaches you.
 * Signed out, it offers sign-in.
 */
import { Stack } from 'expo-router';
import {
  ActivityIndicator,
  KeyboardAvoidingView,
  Platform,
  ScrollView,
  StyleSheet,
  Text,
  View,
} from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { PrivateFeedPanel } from '../calendar-feeds/private-feed-panel.tsx';
import { NotificationPreferencesForm } from '../notifications/notification-preferences-form.tsx';
import { useOwnProfile } from '../profile/profile.queries.ts';
import { EmailForm } from './email-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { FormSection } from './section.tsx';
import { UsernameForm } from './username-form.tsx';

export function AccountEditScreen() {
  const signedIn = useSignedIn();
  return (
    <Screen>
      <Stack.Screen options={{ title: 'Edit account' }} />
      {signedIn ? (
        <AccountForms />
      ) : (
        <SignInPrompt title="Edit account" message="Sign in to edit your profile and username." />
      )}
    </Screen>
  );
}

function AccountForms() {
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
  return (
    <KeyboardAvoidingView style={styles.fill} behavior={Platform.OS === 'ios' ? 'padding' : undefined}>
      <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
        <ProfileForm profile={profile.data} />
        <UsernameForm profile={profile.data} />
        <EmailForm profile={profile.data} />
        <NotificationPreferencesForm />
        <FormSection title="What you're interested in, in your calendar">
          <PrivateFeedPanel
            target={{ kind: 'interested' }}
            what="the events you're interested in"
            title="What I'm interested in"
          />
        </FormSection>
      </ScrollView>
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({
  fill: { flex: 1 },
  page: { padding: spacing.xl, gap: spacing.xl * 1.5 },
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  message: { fontSize: 16, ...typography.text, color: colors.muted, textAlign: 'center' },
});
