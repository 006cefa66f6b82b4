/**
 * "Send to a friend" (spec §3 SHARED_EXPERIENCE) and "Invite to go" (INVITED_TO_EXPERIENCE), the website's two
 * dialogs as one screen: find people (anyone by name or username to send to; the people you follow, narrowed as
 * you type, to invite), pick up to EXPERIENCE_SEND_LIMITS.recipientsPerSend of them, add a note if you like, and
 * send; each is notified, a toast says it went and the screen closes. A refusal shows the API's own sentence.
 * Signed out, it offers sign-in.
 */
import { EXPERIENCE_SEND_LIMITS } from '@happenings/domain/constants';
import { Stack, useRouter } from 'expo-router';
import { useState } from 'react';
import { ActivityIndicator, Pressable, ScrollView, StyleSheet, Text, TextInput, View } from 'react-native';
import { Avatar } from '../../components/avatar.tsx';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { useToast } from '../toast/toast-provider.tsx';
import {
  matchesPerson,
  PEOPLE_QUERY_MIN_LENGTH,
  type Person,
  type SendMode,
  usePeopleSearch,
  usePeopleYouFollow,
  useSendToFriends,
} from './send-to-friend.queries.ts';

const nameOf = (person: Person) => person.displayName || person.username || 'Someone';
const handleOf = (person: Person) => (person.username ? `@${person.username}` : nameOf(person));

const TITLES: Record<SendMode, string> = { send: 'Send to a friend', invite: 'Invite to go' };

export interface SendToFriendScreenProps {
  experienceId: string;
  name: string;
  mode: SendMode;
}

export function SendToFriendScreen({ experienceId, name, mode }: SendToFriendScreenProps) {
  const signedIn = useSignedIn();
  return (
    <Screen>
      <Stack.Screen options={{ title: TITLES[mode] }} />
      {signedIn ? (
        <SendForm experienceId={experienceId} name={name} viewerId={signedIn.user.id} mode={mode} />
      ) : (
        <SignInPrompt
          title={TITLES[mode]}
          message={
            mode === 'invite'
              ? 'Sign in to invite people you follow to go.'
              : 'Sign in to send this event to people you know.'
          }
        />
      )}
    </Screen>
  );
}

function SendForm({ experienceId, name, viewerId, mode }: SendToFriendScreenProps & { viewerId: string }) {
  const router = useRouter();
  const toast = useToast();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Person[]>([]);
  const [note, setNote] = useState('');
  const isInvite = mode === 'invite';
  const searched = usePeopleSearch(query, viewerId, !isInvite);
  const followed = usePeopleYouFollow(isInvite);
  const found = isInvite
    ? {
        isFetching: followed.isFetching,
        data: followed.data?.filter((person) => matchesPerson(person, query)),
      }
    : { isFetching: searched.isFetching, data: searched.data };
  const send = useSendToFriends(experienceId, mode);
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
          const verb = isInvite ? 'Invited' : 'Sent to';
          toast.show({
            title:
              chosen.length === 1 && only ? `${verb} ${handleOf(only)}` : `${verb} ${chosen.length} people`,
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
        accessibilityLabel={isInvite ? 'Find people you follow' : 'Find people by name or username'}
        placeholder={isInvite ? 'Find people you follow' : 'Find people by name or username'}
        placeholderTextColor={colors.muted}
        value={query}
        onChangeText={setQuery}
        autoCapitalize="none"
        autoCorrect={false}
        style={styles.input}
      />
      {(isInvite || query.trim().length >= PEOPLE_QUERY_MIN_LENGTH) && found.isFetching ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Searching" />
      ) : null}
      {isInvite && followed.data?.length === 0 ? (
        <Text style={styles.muted}>Follow people to invite them to go.</Text>
      ) : (isInvite || query.trim().length >= PEOPLE_QUERY_MIN_LENGTH) &&
        found.data?.length === 0 &&
        chosen.length === 0 ? (
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
          You can {isInvite ? 'invite' : 'send it to'} {EXPERIENCE_SEND_LIMITS.recipientsPerSend} people at a
          time.
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
        label={
          isInvite
            ? chosen.length > 1
              ? `Invite ${chosen.length} people`
              : 'Invite'
            : chosen.length > 1
              ? `Send to ${chosen.length} people`
              : 'Send'
        }
        disabled={chosen.length === 0}
        busy={send.isPending}
        onPress={submit}
      />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.xl, gap: spacing.md },
  lead: { fontSize: 18, ...typography.heading, color: colors.text },
  input: {
    minHeight: 44,
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: 8,
    paddingHorizontal: spacing.md,
    fontSize: 16,
    ...typography.text,
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
  personName: { fontSize: 16, ...typography.strong, color: colors.text },
  tick: { fontSize: 18, ...typography.strong, color: colors.brand, width: 24, textAlign: 'center' },
  muted: { fontSize: 14, ...typography.text, color: colors.muted },
  pressed: { opacity: 0.7 },
});
