/**
 * Collections (spec §3, §7): what waits for the caller's answer (spec §4: accept or decline a PENDING invite; join or
 * dismiss a community collection someone shared with them), then the caller's shared lists with their item and people counts and the caller's role, each opening
 * its collection, and "New collection" to make one (new-collection-form.tsx). Signed out, the tab says why it needs
 * an account.
 */
import { Link, useRouter } from 'expo-router';
import { ActivityIndicator, FlatList, Pressable, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import type { PendingInvite, PendingShare } from './collection.types.ts';
import { useMyCollections, usePendingInvites, usePendingShares } from './collections.queries.ts';
import { InviteAnswerButtons } from './invite-answer-buttons.tsx';
import { NewCollectionForm } from './new-collection-form.tsx';
import { countLabel, personName } from './person-name.ts';
import { ShareAnswerButtons } from './share-answer-buttons.tsx';

export function CollectionsScreen() {
  const signedIn = useSignedIn();
  return (
    <Screen>
      {signedIn ? (
        <MyCollections />
      ) : (
        <SignInPrompt
          title="Your collections"
          message="Sign in to keep events in collections and share them with friends."
        />
      )}
    </Screen>
  );
}

function MyCollections() {
  const collections = useMyCollections(true);
  const pending = usePendingInvites(true);
  const shares = usePendingShares(true);
  if (collections.isPending) {
    return (
      <View style={styles.center}>
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      </View>
    );
  }
  if (collections.isError && !collections.data) {
    return (
      <View style={styles.center}>
        <Text style={styles.message}>Your collections could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void collections.refetch()} />
      </View>
    );
  }
  return (
    <FlatList
      data={collections.data}
      keyExtractor={(item) => item.id}
      contentContainerStyle={styles.list}
      testID="my-collections"
      ListHeaderComponent={
        <View style={styles.header}>
          <NewCollectionForm />
          <Waiting invites={pending.data ?? []} shares={shares.data ?? []} />
        </View>
      }
      renderItem={({ item }) => (
        <Link href={`/collection/${encodeURIComponent(item.id)}`} asChild>
          <Pressable
            accessibilityRole="link"
            accessibilityLabel={[
              item.name,
              countLabel(item.itemsCount ?? item.items.length, 'item', 'items'),
              countLabel(item.participantsCount, 'person', 'people'),
              item.role === 'OWNER' ? 'yours' : null,
              item.isCommunity ? 'community' : null,
            ]
              .filter(Boolean)
              .join(', ')}
            testID={`collection-${item.id}`}
          >
            {/* Link asChild hands the web one plain style object (experience-card.tsx): the look sits inside. */}
            {({ pressed }) => (
              <View style={[styles.row, pressed && styles.pressed]}>
                <Text style={styles.name}>{item.name}</Text>
                <Text style={styles.meta}>
                  {countLabel(item.itemsCount ?? item.items.length, 'item', 'items')} ·{' '}
                  {countLabel(item.participantsCount, 'person', 'people')}
                  {item.role === 'OWNER' ? ' · yours' : ''}
                  {item.isCommunity ? ' · community' : ''}
                </Text>
              </View>
            )}
          </Pressable>
        </Link>
      )}
      ListEmptyComponent={
        <Text style={styles.message}>No collections yet. Make one here, or tap Save on any event.</Text>
      }
      refreshing={collections.isRefetching}
      onRefresh={() => {
        void collections.refetch();
        void pending.refetch();
      }}
    />
  );
}

function Waiting({ invites, shares }: { invites: PendingInvite[]; shares: PendingShare[] }) {
  const router = useRouter();
  const open = (collectionId: string) => router.push(`/collection/${encodeURIComponent(collectionId)}`);
  if (invites.length + shares.length === 0) return null;
  return (
    <View style={styles.pending} testID="pending-invites">
      <Text style={styles.heading} accessibilityRole="header">
        Waiting for you
      </Text>
      {invites.map((pending) => (
        <View key={pending.invite.id} style={styles.invite} testID={`invite-${pending.invite.id}`}>
          <Text style={styles.inviteText}>
            {personName(pending.invite.inviter)} invited you to{' '}
            <Text style={styles.inviteName}>{pending.collection.name}</Text>
          </Text>
          <InviteAnswerButtons pending={pending} onAccepted={({ collection }) => open(collection.id)} />
        </View>
      ))}
      {shares.map((pending) => (
        <View key={pending.share.id} style={styles.invite} testID={`share-${pending.share.id}`}>
          <Text style={styles.inviteText}>
            {personName(pending.share.sender)} shared{' '}
            <Text style={styles.inviteName}>{pending.collection.name}</Text> with you
          </Text>
          <Button
            label="Have a look"
            variant="outline"
            accessibilityLabel={`Have a look at ${pending.collection.name}`}
            onPress={() => open(pending.collection.id)}
          />
          <ShareAnswerButtons pending={pending} onJoined={({ collection }) => open(collection.id)} />
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  message: {
    fontSize: 16,
    ...typography.text,
    color: colors.muted,
    textAlign: 'center',
    padding: spacing.lg,
  },
  list: { padding: spacing.lg, gap: spacing.md },
  row: { padding: spacing.md, borderRadius: 12, borderWidth: 1, borderColor: colors.border, gap: 2 },
  pressed: { opacity: 0.75 },
  name: { fontSize: 17, ...typography.strong, color: colors.text },
  meta: { fontSize: 14, ...typography.text, color: colors.muted },
  header: { gap: spacing.md },
  pending: { gap: spacing.sm, paddingBottom: spacing.md },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
  invite: { padding: spacing.md, borderRadius: 12, backgroundColor: colors.surface, gap: spacing.sm },
  inviteText: { fontSize: 15, ...typography.text, color: colors.text },
  inviteName: { ...typography.strong },
});
