/**
 * "Ask the community" (the website's /roundup/ask): a question (the domain's length limit, with the characters
 * left), optional details, and where (the location being browsed by default), posted to
 * POST /api/v1/crowd-sourced-roundups; the new roundup's screen replaces this one once it is asked. The API's
 * refusal sits beside the field it names and is announced. Signed out, it offers sign-in instead.
 */
import { ROUNDUP_DESCRIPTION_MAX_LENGTH, ROUNDUP_TITLE_MAX_LENGTH } from '@happenings/domain/constants';
import { LOCATION_LIST, type LocationSlug } from '@happenings/domain/locations';
import { readFieldErrors } from '@happenings/domain/schemas';
import { Stack, useRouter } from 'expo-router';
import { useState } from 'react';
import { Pressable, ScrollView, StyleSheet, Text, TextInput, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { useLocation } from '../location/use-location.ts';
import { AskRefusedError, useAskRoundup } from './roundup.queries.ts';

type Field = 'title' | 'description' | 'location' | 'form';
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['title', 'description', 'location'];

/** What the form says for a refusal: the API's own sentences by field, a sentence of its own for the rest. */
export function askRefusal(error: Error): Errors {
  if (!(error instanceof AskRefusedError)) {
    return { form: 'Your question was not posted. Check your connection and try again.' };
  }
  if (error.status === 429) return { form: 'You are asking fast. Wait a while and try again.' };
  return readFieldErrors<Field>(error.body, {
    fieldFor: (path) => FIELDS.find((known) => known === path.split('.').at(-1)) ?? 'form',
    fallback: 'Your question was not posted. Try again.',
  });
}

export function AskRoundupScreen() {
  const signedIn = useSignedIn();
  return (
    <Screen>
      <Stack.Screen options={{ title: 'Ask the community' }} />
      {signedIn ? (
        <AskForm />
      ) : (
        <SignInPrompt
          title="Ask the community"
          message="Sign in to ask locals for their best recommendations."
        />
      )}
    </Screen>
  );
}

function ErrorText({ message, testID }: { message: string | undefined; testID: string }) {
  if (!message) return null;
  return (
    <Text style={styles.error} accessibilityLiveRegion="polite" aria-live="polite" testID={testID}>
      {message}
    </Text>
  );
}

function AskForm() {
  const router = useRouter();
  const browsing = useLocation();
  const ask = useAskRoundup();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [location, setLocation] = useState<LocationSlug>(browsing.slug);
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    if (!title.trim()) {
      setErrors({ title: 'Ask a question first.' });
      return;
    }
    setErrors({});
    ask.mutate(
      { title, location, ...(description.trim() ? { description } : {}) },
      {
        onSuccess: (roundup) => router.replace(`/roundup/${roundup.slug}`),
        onError: (error) => {
          if (error instanceof AskRefusedError && error.status === 401) {
            router.push('/sign-in');
            return;
          }
          setErrors(askRefusal(error));
        },
      },
    );
  };

  const titleHint = `For example: Best late-night ramen near Central Square? ${ROUNDUP_TITLE_MAX_LENGTH - title.length} characters left.`;
  return (
    <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
      <Text style={styles.title} accessibilityRole="header">
        Ask the community
      </Text>
      <Text style={styles.hint}>
        Ask for the best of something and locals answer with the events and places they recommend. Everyone
        can vote for the answers they agree with.
      </Text>

      <View style={styles.field}>
        <Text style={styles.label}>Your question</Text>
        <Text style={styles.hint}>{titleHint}</Text>
        <TextInput
          accessibilityLabel="Your question"
          accessibilityHint={[titleHint, errors.title].filter(Boolean).join(' ')}
          aria-invalid={errors.title ? true : undefined}
          value={title}
          onChangeText={setTitle}
          maxLength={ROUNDUP_TITLE_MAX_LENGTH}
          style={[styles.input, errors.title ? styles.invalid : null]}
        />
        <ErrorText message={errors.title} testID="error-title" />
      </View>

      <View style={styles.field}>
        <Text style={styles.label}>Details (optional)</Text>
        <TextInput
          accessibilityLabel="Details (optional)"
          accessibilityHint={errors.description}
          aria-invalid={errors.description ? true : undefined}
          value={description}
          onChangeText={setDescription}
          maxLength={ROUNDUP_DESCRIPTION_MAX_LENGTH}
          multiline
          style={[styles.input, styles.multiline, errors.description ? styles.invalid : null]}
        />
        <Text style={styles.hint}>{ROUNDUP_DESCRIPTION_MAX_LENGTH - description.length} characters left</Text>
        <ErrorText message={errors.description} testID="error-description" />
      </View>

      <View style={styles.field}>
        <Text style={styles.label}>Where</Text>
        <View style={styles.choices} accessibilityRole="radiogroup" accessibilityLabel="Where">
          {LOCATION_LIST.map((option) => {
            const chosen = option.slug === location;
            return (
              <Pressable
                key={option.slug}
                accessibilityRole="radio"
                accessibilityLabel={option.name}
                aria-checked={chosen}
                onPress={() => setLocation(option.slug)}
                style={[styles.choice, chosen && styles.chosen]}
              >
                <Text style={[styles.choiceText, chosen && styles.chosenText]}>{option.name}</Text>
              </Pressable>
            );
          })}
        </View>
        <ErrorText message={errors.location} testID="error-location" />
      </View>

      <ErrorText message={errors.form} testID="error-form" />
      <Button label="Ask the community" busy={ask.isPending} onPress={submit} testID="ask-roundup" />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.lg, gap: spacing.md, paddingBottom: spacing.xl * 2 },
  title: { fontSize: 24, ...typography.heading, color: colors.text },
  field: { gap: spacing.xs },
  label: { fontSize: 16, ...typography.strong, color: colors.text },
  hint: { fontSize: 14, ...typography.text, color: colors.muted },
  input: {
    minHeight: 44,
    paddingHorizontal: spacing.md,
    paddingVertical: spacing.sm,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.border,
    fontSize: 16,
    ...typography.text,
    color: colors.text,
  },
  multiline: { minHeight: 96, textAlignVertical: 'top' },
  invalid: { borderColor: colors.danger },
  error: { fontSize: 14, ...typography.strong, color: colors.danger },
  choices: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  choice: {
    minHeight: 44,
    justifyContent: 'center',
    paddingHorizontal: spacing.md,
    borderRadius: 22,
    borderWidth: 1,
    borderColor: colors.border,
  },
  chosen: { backgroundColor: colors.text, borderColor: colors.text },
  choiceText: { fontSize: 15, ...typography.strong, color: colors.text },
  chosenText: { color: colors.onBrand },
});
