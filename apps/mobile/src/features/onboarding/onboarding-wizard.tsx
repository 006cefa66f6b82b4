/**
 * The steps of onboarding: the username (saved on its own, spec §5), interests (PATCH /api/v1/users), people to
 * follow; then POST /api/v1/users marks the profile onboarded and the app goes back to where the person was.
 * Back and Next, and Skip on every step but the username.
 */
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'expo-router';
import { useState } from 'react';
import { KeyboardAvoidingView, Platform, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { AccountSaveError, type OwnProfile, saveProfile, saveUsername } from '../account/account.queries.ts';
import { InterestsPicker } from '../account/interests-picker.tsx';
import { UsernameField } from '../account/username-form.tsx';
import { FindFriendsButton } from '../contacts/find-friends-button.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { finishOnboarding } from './onboarding.queries.ts';
import { describeProgress, firstOnboardingStep, ONBOARDING_STEPS } from './onboarding-steps.ts';
import { PeopleToFollow } from './people-to-follow.tsx';

const errorText = (error: unknown) => {
  if (error instanceof AccountSaveError) return error.message;
  if (error instanceof ApiRequestError && error.reason) return error.reason;
  return 'Something went wrong. Please try again.';
};

/** The first name to greet; phone sign-ups are named after their number until they choose a name. */
function greetingName(profile: OwnProfile): string | null {
  if (!profile.displayName || profile.displayName === profile.phoneNumber) return null;
  return profile.displayName.split(' ')[0] ?? null;
}

export function OnboardingWizard({ profile }: { profile: OwnProfile }) {
  const router = useRouter();
  const toast = useToast();
  const [index, setIndex] = useState(() => firstOnboardingStep(profile));
  const [username, setUsername] = useState(profile.username ?? '');
  const [interests, setInterests] = useState<string[]>(profile.interests);
  const [people, setPeople] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const step = ONBOARDING_STEPS[index]!;
  const isLast = index === ONBOARDING_STEPS.length - 1;

  const go = (to: number) => {
    setError(null);
    setIndex(to);
  };

  const finish = useMutation({
    mutationFn: () => finishOnboarding(people),
    onSuccess: () => {
      toast.show({ title: 'You are all set', type: 'success' });
      if (router.canDismiss()) router.dismissAll();
      else router.replace('/');
    },
    onError: (caught) => setError(errorText(caught)),
  });

  const saveStep = useMutation({
    mutationFn: async () => {
      if (step.id === 'username' && username.toLowerCase() !== (profile.username ?? '').toLowerCase()) {
        await saveUsername(username);
      } else if (step.id === 'interests') {
        await saveProfile({ interests });
      }
    },
    onSuccess: () => go(index + 1),
    onError: (caught) =>
      setError(
        caught instanceof AccountSaveError ? (caught.fields.username ?? caught.message) : errorText(caught),
      ),
  });

  const next = () => {
    if (step.id === 'username' && !username) {
      setError('Pick a username to continue.');
      return;
    }
    if (isLast) finish.mutate();
    else saveStep.mutate();
  };

  const busy = saveStep.isPending || finish.isPending;

  return (
    <KeyboardAvoidingView style={styles.fill} behavior={Platform.OS === 'ios' ? 'padding' : undefined}>
      <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
        <Text style={styles.welcome} accessibilityRole="header">
          {greetingName(profile) ? `Welcome, ${greetingName(profile)}!` : 'Welcome!'}
        </Text>
        <Text style={styles.progress}>{describeProgress(index)}</Text>
        <Text style={styles.title} accessibilityRole="header">
          {step.title}
        </Text>
        {step.id === 'username' ? (
          <>
            <Text style={styles.lead}>This is how people find and mention you. You can change it later.</Text>
            <UsernameField
              value={username}
              onChange={(value) => {
                setUsername(value);
                setError(null);
              }}
              error={error}
            />
          </>
        ) : step.id === 'interests' ? (
          <>
            <Text style={styles.lead}>Pick a few: we use them to suggest events for you.</Text>
            <InterestsPicker label="Your interests" selected={interests} onChange={setInterests} />
          </>
        ) : (
          <>
            <Text style={styles.lead}>See what they are interested in. Follow as many as you like.</Text>
            <FindFriendsButton />
            <PeopleToFollow selected={people} onChange={setPeople} />
          </>
        )}
        {error && step.id !== 'username' ? (
          <Text style={styles.error} accessibilityRole="alert">
            {error}
          </Text>
        ) : null}
        <View style={styles.nav}>
          {index > 0 ? (
            <Button label="Back" variant="outline" onPress={() => go(index - 1)} disabled={busy} />
          ) : null}
          {step.isSkippable ? (
            <Button
              label="Skip"
              variant="outline"
              disabled={busy}
              onPress={() => (isLast ? finish.mutate() : go(index + 1))}
            />
          ) : null}
          <Button label={isLast ? 'Finish' : 'Next'} onPress={next} busy={busy} />
        </View>
      </ScrollView>
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({
  fill: { flex: 1 },
  page: { padding: spacing.xl, gap: spacing.lg },
  welcome: { fontSize: 26, ...typography.heading, color: colors.text },
  progress: { fontSize: 14, ...typography.strong, color: colors.brand },
  title: { fontSize: 22, ...typography.heading, color: colors.text },
  lead: { fontSize: 15, ...typography.text, color: colors.muted },
  error: { fontSize: 14, ...typography.text, color: colors.danger },
  nav: { flexDirection: 'row', justifyContent: 'flex-end', flexWrap: 'wrap', gap: spacing.md },
});
