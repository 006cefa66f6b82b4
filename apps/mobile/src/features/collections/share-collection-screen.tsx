/**
 * "Share collection" (spec §7 Community collections; the website's dialog of the same name): anyone signed in who
 * can see a community collection finds people by name or username, picks them and sends it; each is notified
 * SHARED_COLLECTION and joins or dismisses it from their Collections tab. The people found, and those already sent
 * it, say where it stands with them (spec §4: pending, joined, dismissed). A refusal (the hourly limit) shows the
 * API's sentence on the screen. A private collection is not shared: its owner invites people instead.
 */
import { Stack } from 'expo-router';
import { useState } from 'react';
import { ActivityIndicator, Pressable, ScrollView, StyleSheet, Text, TextInput, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { PEOPLE_QUERY_MIN_LENGTH, usePeopleSearch } from '../sends/send-to-friend.queries.ts';
import { useToast } from '../toast/toast-provider.tsx';
import type { CollectionDetail } from './collection.types.ts';
import { CollectionGate, Notice } from './collection-gate.tsx';
import {
  canShareWith,
  MAX_SHARE_RECEIVERS,
  type Receiver,
  useReceiverStatuses,
  useSentShares,
  useShareCollection,
} from './community-collections.queries.ts';
import { failureDescription } from './failure-description.ts';
import { personName } from './person-name.ts';
import { PersonRow } from './person-row.tsx';

const SEARCH_LABEL = 'Find people by name or username';
export const NOT_COMMUNITY_TEXT =
  'Only a community collection is shared this way. Its owner invites people instead.';

export function ShareCollectionScreen() {
  const signedIn = useSignedIn();
  return (
    <CollectionGate>
      {(collection) => (
        <>
          <Stack.Screen options={{ title: 'Share collection' }} />
          {!signedIn ? (
            <SignInPrompt title="Share collection" message="Sign in to share collections with people." />
          ) : collection.isCommunity ? (
            <ShareForm collection={collection} viewerId={signedIn.user.id} />
          ) : (
            <Notice text={NOT_COMMUNITY_TEXT} />
          )}
        </>
      )}
    </CollectionGate>
  );
}

function standing(person: Receiver): string | null {
  if (person.isParticipant) return person.status === 'ACCEPTED' ? 'Joined' : 'In the collection';
  switch (person.status) {
    case 'PENDING':
      return 'Shared, not answered yet';
    case 'ACCEPTED':
      return 'Joined, then left';
    case 'DISMISSED':
      return 'Dismissed';
    case 'DECLINED':
      return 'Declined';
    default:
      return null;
  }
}

const sharedWith = (chosen: Receiver[]) =>
  chosen.length === 1 && chosen[0] ? personName(chosen[0]) : `${chosen.length} people`;

function ShareForm({ collection, viewerId }: { collection: CollectionDetail; viewerId: string }) {
  const toast = useToast();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Receiver[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const found = usePeopleSearch(query, viewerId);
  const statuses = useReceiverStatuses(collection.id, found.data);
  const sent = useSentShares(collection.id);
  const share = useShareCollection(collection.id);
  const searching = query.trim().length >= PEOPLE_QUERY_MIN_LENGTH;
  const isChosen = (person: Receiver) => chosen.some((entry) => entry.uid === person.uid);
  const isFull = chosen.length >= MAX_SHARE_RECEIVERS;
  // The people picked stay listed while another search runs, so they can be taken back.
  const listed = [...chosen, ...(statuses.data ?? []).filter((person) => !isChosen(person))];

  const toggle = (person: Receiver) =>
    setChosen((current) =>
      isChosen(person) ? current.filter((entry) => entry.uid !== person.uid) : [...current, person],
    );

  const send = () => {
    setProblem(null);
    share.mutate(
      chosen.map((person) => person.uid),
      {
        onSuccess: (made) => {
          toast.show(
            made.length > 0
              ? { title: `Shared ${collection.name} with ${sharedWith(chosen)}`, type: 'success' }
              : { title: 'Nothing to send', description: 'They have it already, or are in it.' },
          );
          setChosen([]);
        },
        onError: (error) => setProblem(failureDescription(error)),
      },
    );
  };

  return (
    <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
      <Text style={styles.lead}>{collection.name}</Text>
      <TextInput
        accessibilityLabel={SEARCH_LABEL}
        placeholder={SEARCH_LABEL}
        placeholderTextColor={colors.muted}
        value={query}
        onChangeText={setQuery}
        autoCapitalize="none"
        autoCorrect={false}
        style={styles.input}
      />
      {searching && (found.isFetching || statuses.isFetching) ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Searching" />
      ) : null}
      {searching && found.data?.length === 0 && chosen.length === 0 ? (
        <Text style={styles.muted}>Nobody found by that name.</Text>
      ) : null}
      <View accessibilityRole="list" accessibilityLabel="People to share with">
        {listed.map((person) => {
          const checked = isChosen(person);
          const state = standing(person);
          if (!canShareWith(person)) return <PersonRow key={person.uid} person={person} standing={state} />;
          return (
            <Pressable
              key={person.uid}
              accessibilityRole="checkbox"
              accessibilityLabel={[personName(person), state].filter(Boolean).join(', ')}
              accessibilityState={{ checked }}
              aria-checked={checked}
              disabled={!checked && (isFull || share.isPending)}
              onPress={() => toggle(person)}
              style={({ pressed }) => [styles.choice, checked && styles.chosen, pressed && styles.pressed]}
            >
              <PersonRow person={person} standing={state}>
                <Text style={styles.tick} aria-hidden>
                  {checked ? '✓' : ''}
                </Text>
              </PersonRow>
            </Pressable>
          );
        })}
      </View>
      {problem ? (
        <Text style={styles.problem} accessibilityRole="alert" accessibilityLiveRegion="polite">
          Could not share it: {problem}
        </Text>
      ) : null}
      <Button
        label={chosen.length === 0 ? 'Share' : `Share with ${sharedWith(chosen)}`}
        disabled={chosen.length === 0}
        busy={share.isPending}
        onPress={send}
      />
      <View style={styles.section} testID="shared-with">
        <Text style={styles.heading} accessibilityRole="header">
          Shared with
        </Text>
        {sent.isPending ? (
          <ActivityIndicator color={colors.brand} accessibilityLabel="Loading who has it" />
        ) : !sent.data ? (
          <Text style={styles.muted}>Who you shared it with could not be loaded.</Text>
        ) : sent.data.length === 0 ? (
          <Text style={styles.muted}>You have not shared it with anyone yet.</Text>
        ) : (
          sent.data.map((person) => (
            <PersonRow key={person.uid} person={person} standing={standing(person)} />
          ))
        )}
      </View>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.xl, gap: spacing.md, paddingBottom: spacing.xl * 2 },
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
  muted: { fontSize: 14, ...typography.text, color: colors.muted },
  choice: { borderRadius: 8, paddingHorizontal: spacing.sm },
  chosen: { backgroundColor: colors.brandSubtle },
  pressed: { opacity: 0.7 },
  tick: { fontSize: 18, ...typography.strong, color: colors.brand, width: 24, textAlign: 'center' },
  problem: { fontSize: 15, ...typography.text, color: colors.danger },
  section: { gap: spacing.sm, paddingTop: spacing.lg },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
});
