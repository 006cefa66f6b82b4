/**
 * The screens of spec §2 /event/create (a new event) and /event/create/{id} (editing one). Signed out, they ask
 * the person to sign in; an event that is missing, someone else's draft, or not theirs to edit gets a notice.
 */
import { Stack, useLocalSearchParams } from 'expo-router';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { useLocation } from '../location/use-location.ts';
import { CannotEditNotice } from './cannot-edit-notice.tsx';
import { useEditableEvent } from './event-editor.data.ts';
import { EventEditorForm } from './event-editor-form.tsx';

export function CreateEventScreen() {
  const signedIn = useSignedIn();
  const location = useLocation();
  return (
    <Screen>
      <Stack.Screen options={{ title: 'Create an event' }} />
      {signedIn ? (
        <EventEditorForm initialLocation={location.slug} />
      ) : (
        <SignInPrompt
          title="Create an event"
          message="Sign in to create an event and share it with the city."
        />
      )}
    </Screen>
  );
}

export function EditEventScreen() {
  const { id } = useLocalSearchParams<{ id: string }>();
  const signedIn = useSignedIn();
  return (
    <Screen>
      <Stack.Screen options={{ title: 'Edit event' }} />
      {!signedIn ? (
        <SignInPrompt title="Edit your event" message="Sign in with the account that created this event." />
      ) : typeof id === 'string' && id !== '' ? (
        <EditLoader id={id} userId={signedIn.user.id} />
      ) : (
        <CannotEditNotice reason="not-found" />
      )}
    </Screen>
  );
}

function EditLoader({ id, userId }: { id: string; userId: string }) {
  const location = useLocation();
  const event = useEditableEvent(id, userId);
  if (event.isPending) {
    return (
      <View style={styles.center}>
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      </View>
    );
  }
  if (!event.data) {
    const status = event.error instanceof ApiRequestError ? event.error.status : null;
    if (status === 404) return <CannotEditNotice reason="not-found" />;
    if (status === 403) return <CannotEditNotice reason="forbidden" />;
    return (
      <View style={styles.center}>
        <Text style={styles.message}>This event could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void event.refetch()} />
      </View>
    );
  }
  return <EventEditorForm key={event.data.id} experience={event.data} initialLocation={location.slug} />;
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  message: { fontSize: 16, ...typography.text, color: colors.muted, textAlign: 'center' },
});
