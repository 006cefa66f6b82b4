/**
 * What an invite link opens (/collection/join/{token}, the path of the `url` the owner shares; spec §3
 * LINK_INVITE): the collection it invites to, who sent it, and Join; or why the link no longer works (expired or
 * revoked: the API's 410 says which). Reading a link needs an account, so signed out it asks for one first.
 */
import { Stack, useLocalSearchParams, useRouter } from 'expo-router';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { useToast } from '../toast/toast-provider.tsx';
import type { CollectionInviteDetail } from './collection.types.ts';
import { useInviteLink, useJoinByLink } from './collection-invites.queries.ts';
import { countLabel, personName } from './person-name.ts';

/** Link tokens: `{invite id}.{secret}`, both URL-safe. */
const TOKEN = /^[A-Za-z0-9._-]{1,200}$/;

export const BROKEN_LINK_TITLE = 'This invite link does not work';

export function JoinScreen() {
  const { token } = useLocalSearchParams<{ token: string }>();
  const signedIn = useSignedIn();
  const valid = typeof token === 'string' && TOKEN.test(token);
  return (
    <Screen>
      {!valid ? (
        <BrokenLink reason={null} />
      ) : signedIn ? (
        <InviteLinkLoader token={token} />
      ) : (
        <SignInPrompt
          title="You are invited to a collection"
          message="Sign in to see the collection and join it."
        />
      )}
    </Screen>
  );
}

function BrokenLink({ reason }: { reason: string | null }) {
  const router = useRouter();
  return (
    <View style={styles.center}>
      <Text style={[styles.title, styles.centered]} accessibilityRole="header">
        {BROKEN_LINK_TITLE}
      </Text>
      <Text style={styles.message}>{reason ?? 'It may have been mistyped. Ask for a new one.'}</Text>
      <Button label="Your collections" variant="outline" onPress={() => router.replace('/collections')} />
    </View>
  );
}

function InviteLinkLoader({ token }: { token: string }) {
  const link = useInviteLink(token);
  if (link.isPending) {
    return (
      <View style={styles.center}>
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      </View>
    );
  }
  if (!link.data) {
    const error = link.error;
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 410)) {
      return <BrokenLink reason={error.status === 410 ? error.reason : null} />;
    }
    return (
      <View style={styles.center}>
        <Text style={styles.message}>This invite could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void link.refetch()} />
      </View>
    );
  }
  return <Invitation token={token} detail={link.data} />;
}

function Invitation({ token, detail }: { token: string; detail: CollectionInviteDetail }) {
  const router = useRouter();
  const toast = useToast();
  const join = useJoinByLink(token);
  const { invite, collection } = detail;
  const path = `/collection/${encodeURIComponent(collection.id)}`;

  const onJoin = () =>
    join.mutate(undefined, {
      onSuccess: (joined) => {
        toast.show({ title: `You joined ${joined.name}`, type: 'success' });
        router.replace(`/collection/${encodeURIComponent(joined.id)}`);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) return;
        toast.show({
          title: 'Could not join the collection',
          description:
            (error instanceof ApiRequestError && error.reason) || 'Check your connection and try again.',
          type: 'error',
        });
      },
    });

  return (
    <View style={styles.page}>
      <Stack.Screen options={{ title: 'Invitation' }} />
      <Text style={styles.kind}>Invitation</Text>
      <Text style={styles.title} accessibilityRole="header">
        {collection.name}
      </Text>
      {collection.description ? <Text style={styles.description}>{collection.description}</Text> : null}
      <Text style={styles.meta}>
        {personName(invite.inviter)} invited you to this collection ·{' '}
        {countLabel(collection.itemsCount ?? collection.items.length, 'item', 'items')}
      </Text>
      {collection.role ? (
        <Button label="Open the collection" onPress={() => router.replace(path)} />
      ) : (
        <Button label="Join collection" onPress={onJoin} busy={join.isPending} />
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  page: { padding: spacing.lg, gap: spacing.sm },
  kind: { fontSize: 13, ...typography.strong, color: colors.brand, textTransform: 'uppercase' },
  title: { fontSize: 24, ...typography.heading, color: colors.text },
  centered: { textAlign: 'center' },
  description: { fontSize: 16, ...typography.text, color: colors.text },
  message: { fontSize: 16, ...typography.text, color: colors.muted, textAlign: 'center' },
  meta: { fontSize: 15, ...typography.text, color: colors.muted, paddingBottom: spacing.sm },
});
