/**
 * "Send to a friend" (spec §3 SHARED_EXPERIENCE), the website's dialog as a screen: find people by name or
 * username, pick up to EXPERIENCE_SEND_LIMITS.recipientsPerSend of them, add a note if you like, and send; each
 * is notified, a toast says it went and the screen closes. A refusal shows the API's own sentence. Signed out, it
 * offers sign-in.
 */
import { EXPERIENCE_SEND_LIMITS } from '@happenings/domain/constants';
import { Stack, useRouter } from 'expo-router';
import { useState } from 'react';
import { ActivityIndicator, Pressable, ScrollView, StyleSheet, Text, TextInput, View } from 'react-native';
import { Avatar } from '../../components/avatar.tsx';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing } from '../../lib/theme.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { useToast } from '../toast/toast-provider.tsx';
import {
  PEOPLE_QUERY_MIN_LENGTH,
  type Person,
  usePeopleSearch,
  useSendToFriends,
} from './send-to-friend.queries.ts';

const nameOf = (person: Person) => person.displayName || person.username || 'Someone';
const handleOf = (person: Person) => (person.username ? `@${person.username}` : nameOf(person));

export function SendToFriendScreen({ experienceId, name }: { experienceId: string; name: string }) {
  const signedIn = useSignedIn();
  return (
    <Screen>
      <Stack.Screen options={{ title: 'Send to a friend' }} />
      {signedIn ? (
        <SendForm experienceId={experienceId} name={name} viewerId={signedIn.user.id} />
      ) : (
        <SignInPrompt title="Send to a friend" message="Sign in to send this event to people you know." />
      )}
    </Screen>
  );
}

function SendForm({
  experienceId,
  name,
  viewerId,
}: {
  experienceId: string;
  name: string;
  viewerId: string;
}) {
  const router = useRouter();
  const toast = useToast();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Person[]>([]);
  const [note, setNote] = useState('');
  const found = usePeopleSearch(query, viewerId);
  const send = useSendToFriends(experienceId);
  const isFull = chosen.length >= EXPERIENCE_SEND_LIMITS.recipientsPerSend;
  const isChosen = (person: Person) => chosen.some((entry) => entry.uid === person.uid);
  const toggle = (person: Person) =>
    setChosen((current) =>
      isChosen(person) ? current.filter((entry) => entry.uid !== person.uid) : [...current, person],
    );
  // The people picked stay listed while another search runs, so they can be taken back.
  const shown = [...chosen, ...(found.data ?? []).filter((person) => !isChosen(person))];

  const submit = () =>
    send.mutate(
      { people: chosen, message: note.trim() },
      {
        onSuccess: () => {
          const [only] = chosen;
          toast.show({
            title:
              chosen.length === 1 && only ? `Sent to ${handleOf(only)}` : `Sent to ${chosen.length} people`,
            type: 'success',
          });
          router.back();
        },
        onError: (error) =>
          toast.show({
            title: 'Could not send it',
            description:
              error instanceof ApiRequestError && error.reason
                ? error.reason
                : 'Check your connection and try again.',
            type: 'error',
          }),
      },
    );

  return (
    <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
      <Text style={styles.lead}>{name}</Text>
      <TextInput
        accessibilityLabel="Find people by name or username"
        placeholder="Find people by name or username"
        placeholderTextColor={colors.muted}
        value={query}
        onChangeText={setQuery}
        autoCapitalize="none"
        autoCorrect={false}
        style={styles.input}
      />
      {query.trim().length >= PEOPLE_QUERY_MIN_LENGTH && found.isFetching ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Searching" />
      ) : null}
      {query.trim().length >= PEOPLE_QUERY_MIN_LENGTH && found.data?.length === 0 && chosen.length === 0 ? (
        <Text style={styles.muted}>Nobody found by that name.</Text>
      ) : null}
      <View accessibilityRole="list">
        {shown.map((person) => {
          const checked = isChosen(person);
          return (
            <Pressable
              key={person.uid}
              accessibilityRole="checkbox"
              aria-checked={checked}
              accessibilityLabel={`${nameOf(person)}${person.username ? `, @${person.username}` : ''}`}
              disabled={!checked && isFull}
              onPress={() => toggle(person)}
              style={({ pressed }) => [styles.person, checked && styles.personOn, pressed && styles.pressed]}
            >
              <Avatar name={nameOf(person)} photoURL={person.photoURL} size={40} />
              <View style={styles.personText}>
                <Text style={styles.personName}>{nameOf(person)}</Text>
                {person.username ? <Text style={styles.muted}>@{person.username}</Text> : null}
              </View>
              <Text style={styles.tick} aria-hidden>
                {checked ? '✓' : ''}
              </Text>
            </Pressable>
          );
        })}
      </View>
      {isFull ? (
        <Text style={styles.muted}>
          You can send it to {EXPERIENCE_SEND_LIMITS.recipientsPerSend} people at a time.
        </Text>
      ) : null}
      <TextInput
        accessibilityLabel="Add a note (optional)"
        placeholder="Add a note (optional)"
        placeholderTextColor={colors.muted}
        value={note}
        onChangeText={setNote}
        maxLength={EXPERIENCE_SEND_LIMITS.messageLength}
        multiline
        style={[styles.input, styles.note]}
      />
      <Button
        label={chosen.length > 1 ? `Send to ${chosen.length} people` : 'Send'}
        disabled={chosen.length === 0}
        busy={send.isPending}
        onPress={submit}
      />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.xl, gap: spacing.md },
  lead: { fontSize: 18, fontWeight: '700', color: colors.text },
  input: {
    minHeight: 44,
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: 8,
    paddingHorizontal: spacing.md,
    fontSize: 16,
    color: colors.text,
  },
  note: { minHeight: 80, paddingTop: spacing.md, textAlignVertical: 'top' },
  person: {
    minHeight: 56,
    flexDirection: 'row',
    alignItems: 'center',
    gap: spacing.md,
    paddingVertical: spacing.sm,
    paddingHorizontal: spacing.sm,
    borderRadius: 8,
  },
  personOn: { backgroundColor: colors.brandSubtle },
  personText: { flex: 1 },
  personName: { fontSize: 16, fontWeight: '600', color: colors.text },
  tick: { fontSize: 18, fontWeight: '700', color: colors.brand, width: 24, textAlign: 'center' },
  muted: { fontSize: 14, color: colors.muted },
  pressed: { opacity: 0.7 },
});
