/**
 * A collection (spec §3 Collection; the website's /collection/{id}): its name, description and owner, the people
 * in it with their photos, and its items in the owner's order, each opening its own screen; what the caller may
 * do by their role (collection-actions.tsx); the owner also arranges its items (item-owner-tools.tsx). A private collection the caller is not in answers 404 like one that
 * does not exist, and says so; if an invite to it waits for them (spec §4 PENDING), they answer it here. A community
 * collection can be reported by anyone but its owner (issue 23).
 */
import { Stack, useLocalSearchParams, useRouter } from 'expo-router';
import { type ReactNode, useEffect, useState } from 'react';
import { ActivityIndicator, FlatList, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { isNotFound } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { feedPaths } from '../calendar-feeds/feed-links.ts';
import { PrivateFeedPanel } from '../calendar-feeds/private-feed-panel.tsx';
import { SubscribeButton } from '../calendar-feeds/subscribe-button.tsx';
import { MoreActions } from '../moderation-report/report-menu.tsx';
import { useCollection, useCollectionContent, useCollectionParticipants } from './collection.queries.ts';
import type { CollectionDetail } from './collection.types.ts';
import { CollectionActions } from './collection-actions.tsx';
import { CollectionItemRow } from './collection-item-row.tsx';
import { CollectionPeople } from './collection-people.tsx';
import { usePendingInvites } from './collections.queries.ts';
import { InviteAnswerButtons } from './invite-answer-buttons.tsx';
import { ItemOwnerTools, useItemArranging } from './item-owner-tools.tsx';
import { countLabel, personName } from './person-name.ts';

/** Collection ids (spec §3 documentId): letters, digits, '-' and '_'. */
export const COLLECTION_ID = /^[A-Za-z0-9_-]{1,200}$/;

export const UNAVAILABLE_TEXT = 'This collection is private or no longer exists.';

export function CollectionScreen() {
  const { id } = useLocalSearchParams<{ id: string }>();
  const valid = typeof id === 'string' && COLLECTION_ID.test(id);
  return <Screen>{valid ? <CollectionLoader id={id} /> : <Unavailable />}</Screen>;
}

function Centered({ children }: { children: ReactNode }) {
  return <View style={styles.center}>{children}</View>;
}

function Loading() {
  return (
    <Centered>
      <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
    </Centered>
  );
}

function CollectionLoader({ id }: { id: string }) {
  const collection = useCollection(id);
  if (collection.isPending) return <Loading />;
  if (!collection.data) {
    if (isNotFound(collection.error)) return <NotVisible id={id} />;
    return (
      <Centered>
        <Text style={styles.message}>This collection could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void collection.refetch()} />
      </Centered>
    );
  }
  return <CollectionDetails collection={collection.data} onRefresh={() => collection.refetch()} />;
}

/** 404: hidden from the caller or gone. Signed in, an invite waiting for them is the way in. */
function NotVisible({ id }: { id: string }) {
  const signedIn = useSignedIn();
  const router = useRouter();
  const pending = usePendingInvites(signedIn !== null);
  if (!signedIn) {
    return (
      <Unavailable>
        <Text style={styles.message}>If you were invited to it, sign in to see it.</Text>
        <Button label="Sign in" onPress={() => router.push('/sign-in')} />
      </Unavailable>
    );
  }
  if (pending.isPending) return <Loading />;
  const invite = pending.data?.find((candidate) => candidate.collection.id === id);
  if (!invite) return <Unavailable />;
  const count = invite.collection.itemsCount ?? invite.collection.items.length;
  return (
    <View style={styles.page} testID="collection-invite">
      <Stack.Screen options={{ title: 'Invitation' }} />
      <Text style={styles.kind}>Invitation</Text>
      <Text style={styles.title} accessibilityRole="header">
        {invite.collection.name}
      </Text>
      {invite.collection.description ? (
        <Text style={styles.description}>{invite.collection.description}</Text>
      ) : null}
      <Text style={styles.meta}>
        {personName(invite.invite.inviter)} invited you to this collection ·{' '}
        {countLabel(count, 'item', 'items')}
      </Text>
      <InviteAnswerButtons
        pending={invite}
        onDeclined={() => (router.canGoBack() ? router.back() : router.replace('/collections'))}
      />
    </View>
  );
}

function Unavailable({ children }: { children?: ReactNode }) {
  const router = useRouter();
  return (
    <Centered>
      <Text style={styles.message} accessibilityRole="header">
        {UNAVAILABLE_TEXT}
      </Text>
      {children ?? (
        <Button label="Your collections" variant="outline" onPress={() => router.replace('/collections')} />
      )}
    </Centered>
  );
}

function roleLine(collection: CollectionDetail): string | null {
  if (collection.role === 'OWNER') return 'You own it';
  if (collection.role === 'VIEWER') return 'You take part';
  return null;
}

function CollectionDetails({
  collection,
  onRefresh,
}: {
  collection: CollectionDetail;
  onRefresh: () => Promise<unknown>;
}) {
  const now = useNow();
  const participants = useCollectionParticipants(collection.id);
  const content = useCollectionContent(collection.id);
  const items = content.data?.pages.flatMap((page) => page.items) ?? [];
  const people = participants.data?.items ?? [];
  const owner = collection.collectionOwner;
  const refreshing = participants.isRefetching || (content.isRefetching && !content.isFetchingNextPage);
  const isOwner = collection.role === 'OWNER';
  const [arranging, setArranging] = useState(false);
  const arrange = useItemArranging(collection.id, items);
  // A new order names every item: arranging loads them all first (at most COLLECTION_LIMITS.itemsPerCollection).
  const allLoaded = !content.hasNextPage;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = content;
  useEffect(() => {
    if (arranging && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [arranging, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const header = (
    <View style={styles.header}>
      <Stack.Screen options={{ title: collection.name }} />
      <Text style={styles.kind}>
        {collection.isCommunity ? 'Community collection' : 'Private collection'}
      </Text>
      <Text style={styles.title} accessibilityRole="header">
        {collection.name}
      </Text>
      {collection.description ? <Text style={styles.description}>{collection.description}</Text> : null}
      <Text style={styles.meta} testID="collection-meta">
        {[
          `By ${personName(owner, 'its owner')}`,
          countLabel(collection.itemsCount ?? items.length, 'item', 'items'),
          countLabel(collection.participantsCount, 'person', 'people'),
          roleLine(collection),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <CollectionActions collection={collection} people={people} />
      {collection.isCommunity ? (
        <SubscribeButton feedPath={feedPaths.collection(collection.id)} title={collection.name} />
      ) : null}
      {collection.isCommunity && collection.role !== 'OWNER' ? (
        <MoreActions
          subject={{ type: 'collection', id: collection.id }}
          noun="collection"
          name={collection.name}
        />
      ) : null}

      {!collection.isCommunity && isOwner ? (
        <>
          <Text style={[styles.heading, styles.spaced]} accessibilityRole="header">
            In your calendar
          </Text>
          <PrivateFeedPanel
            target={{ kind: 'collection', id: collection.id }}
            what="this collection's events"
            title={collection.name}
          />
        </>
      ) : null}

      <Text style={[styles.heading, styles.spaced]} accessibilityRole="header">
        People
      </Text>
      {participants.data ? (
        <CollectionPeople people={people} />
      ) : participants.isPending ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading people" />
      ) : (
        <Text style={styles.meta}>The people in it could not be loaded.</Text>
      )}

      <View style={styles.itemsHeading}>
        <Text style={[styles.heading, styles.grow]} accessibilityRole="header">
          Saved here
        </Text>
        {isOwner && items.length > 0 ? (
          <Button
            label={arranging ? 'Done' : 'Arrange items'}
            variant={arranging ? 'primary' : 'outline'}
            accessibilityHint={arranging ? undefined : 'Shows buttons to move or remove each item'}
            onPress={() => setArranging(!arranging)}
          />
        ) : null}
      </View>
      {arranging && !allLoaded ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading every item to arrange them" />
      ) : null}
    </View>
  );

  return (
    <FlatList
      data={items}
      keyExtractor={(item) => `${item.type}:${item.itemId}`}
      extraData={[arranging, arrange.busy, allLoaded]}
      renderItem={({ item, index }) =>
        arranging && allLoaded ? (
          <View style={styles.arranged}>
            <CollectionItemRow item={item} now={now} />
            <ItemOwnerTools item={item} index={index} count={items.length} arranging={arrange} />
          </View>
        ) : (
          <CollectionItemRow item={item} now={now} />
        )
      }
      ListHeaderComponent={header}
      ListEmptyComponent={
        content.isPending ? (
          <ActivityIndicator color={colors.brand} accessibilityLabel="Loading items" />
        ) : content.isError ? (
          <View style={styles.empty}>
            <Text style={styles.meta}>Its items could not be loaded.</Text>
            <Button label="Try again" variant="outline" onPress={() => void content.refetch()} />
          </View>
        ) : (
          <Text style={styles.meta}>
            {collection.role === 'OWNER'
              ? 'Nothing saved yet. Tap Save on an event and pick this collection.'
              : 'Nothing saved here yet.'}
          </Text>
        )
      }
      ListFooterComponent={
        content.isFetchingNextPage ? (
          <ActivityIndicator color={colors.brand} accessibilityLabel="Loading more items" />
        ) : null
      }
      contentContainerStyle={styles.page}
      testID="collection-items"
      refreshing={refreshing}
      onRefresh={() => {
        void onRefresh();
        void participants.refetch();
        void content.refetch();
      }}
      onEndReached={() => {
        if (content.hasNextPage && !content.isFetchingNextPage) void content.fetchNextPage();
      }}
    />
  );
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  message: { fontSize: 16, ...typography.text, color: colors.muted, textAlign: 'center' },
  page: { padding: spacing.lg, gap: spacing.md, paddingBottom: spacing.xl * 2 },
  header: { gap: spacing.sm },
  kind: { fontSize: 13, ...typography.strong, color: colors.brand, textTransform: 'uppercase' },
  title: { fontSize: 26, ...typography.heading, color: colors.text },
  description: { fontSize: 16, ...typography.text, color: colors.text },
  meta: { fontSize: 15, ...typography.text, color: colors.muted },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
  itemsHeading: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: spacing.sm,
    paddingTop: spacing.md,
  },
  spaced: { paddingTop: spacing.md },
  grow: { flexGrow: 1 },
  arranged: { gap: spacing.xs },
  empty: { gap: spacing.sm, alignItems: 'flex-start' },
});
