/**
 * Find friends (/contacts): what is read and kept is said first (contact-consent.tsx), then the phone asks for
 * access, the address book is hashed on the phone and synced (spec §7), and the members found are listed with a
 * Follow button each. Once synced, the screen opens on the list, with a way to sync again after the address book
 * changes. Access refused says so and leads to the phone's settings.
 */
import { Stack, useRouter } from 'expo-router';
import { useState } from 'react';
import { ActivityIndicator, Linking, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { HAS_ADDRESS_BOOK } from './address-book.ts';
import { ContactConsent } from './contact-consent.tsx';
import { ContactMatches } from './contact-matches.tsx';
import { useContactCount, useSyncContacts } from './contacts.queries.ts';
import { checkContactAccess, requestContactAccess } from './device-contacts.ts';
import { RemoveContacts } from './remove-contacts.tsx';

type Step = 'consent' | 'refused' | 'blocked' | 'results';

export function ContactsScreen() {
  const signedIn = useSignedIn();
  return (
    <Screen>
      <Stack.Screen options={{ title: 'Find friends' }} />
      {signedIn ? (
        <FindFriends />
      ) : (
        <SignInPrompt title="Find friends" message="Sign in to see which of your contacts use Happenings." />
      )}
    </Screen>
  );
}

function FindFriends() {
  const router = useRouter();
  const toast = useToast();
  const count = useContactCount();
  const sync = useSyncContacts();
  const [chosen, setChosen] = useState<Step | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const step: Step | null =
    chosen ?? (count.data === undefined ? null : count.data > 0 ? 'results' : 'consent');

  const findFriends = async () => {
    setIsAsking(true);
    let access = await checkContactAccess().catch(() => 'denied' as const);
    if (access !== 'granted') access = await requestContactAccess().catch(() => 'denied' as const);
    setIsAsking(false);
    if (access !== 'granted') {
      setChosen(access === 'blocked' ? 'blocked' : 'refused');
      return;
    }
    sync.mutate(undefined, {
      onSuccess: () => setChosen('results'),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) return;
        toast.show({
          title: 'Could not look through all your contacts',
          description:
            error instanceof ApiRequestError && error.status === 429
              ? 'You have synced many contacts today. Try the rest tomorrow.'
              : 'Check your connection and try again.',
          type: 'error',
        });
      },
    });
  };
  const busy = isAsking || sync.isPending;

  if (step === null) {
    if (count.isError) {
      return (
        <View style={styles.center}>
          <Text style={styles.text}>Your contacts could not be loaded.</Text>
          <Button label="Try again" variant="outline" onPress={() => void count.refetch()} />
        </View>
      );
    }
    return <ActivityIndicator style={styles.center} color={colors.brand} accessibilityLabel="Loading" />;
  }

  return (
    <ScrollView contentContainerStyle={styles.page}>
      {step === 'results' ? (
        <>
          <ContactMatches onSyncAgain={HAS_ADDRESS_BOOK ? () => void findFriends() : null} busy={busy} />
          <RemoveContacts onRemoved={() => setChosen('consent')} />
        </>
      ) : !HAS_ADDRESS_BOOK ? (
        <Text style={styles.text}>
          Finding friends from your contacts works in the Happenings app on a phone, where your address book
          is.
        </Text>
      ) : step === 'consent' ? (
        <ContactConsent onAccept={() => void findFriends()} onDecline={() => router.back()} busy={busy} />
      ) : (
        <View style={styles.notice} accessibilityRole="alert" testID="contacts-refused">
          <Text style={styles.text}>
            Happenings may not read your contacts. To find friends among them, allow Contacts for Happenings
            in your phone's Settings.
          </Text>
          <Button label="Open Settings" variant="outline" onPress={() => void Linking.openSettings()} />
          {step === 'refused' ? (
            <Button label="Ask again" variant="outline" onPress={() => void findFriends()} busy={busy} />
          ) : null}
        </View>
      )}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.lg, gap: spacing.md },
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  text: { fontSize: 16, ...typography.text, color: colors.text },
  notice: { gap: spacing.md, padding: spacing.md, borderRadius: 12, backgroundColor: colors.surface },
});
