/**
 * What the caller may do with a collection by their role (the API's permission table): the OWNER invites people by
 * username (their own screen) and by link (spec §3 LINK_INVITE) through the platform's share sheet, edits its
 * details or deletes it (the Edit details screen), and leaves it, handing it to the viewer who joined first (or
 * deleting it when alone); a VIEWER leaves it, after confirming, and is taken back with a toast (spec §8, §9).
 * Anyone signed in who can see a community collection shares it (spec §7 Community collections), and joins it when
 * not in it yet (or dismisses the share of it sent to them); signed out, they are asked to sign in to join. A
 * private collection shows nothing to anyone else.
 */
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { useRouter } from 'expo-router';
import { useState } from 'react';
import { Platform, Share, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { useLeaveCollection } from './collection.queries.ts';
import type { CollectionDetail, CollectionParticipant } from './collection.types.ts';
import { useCreateInviteLink } from './collection-invites.queries.ts';
import { usePendingShares } from './collections.queries.ts';
import { useJoinCommunityCollection } from './community-collections.queries.ts';
import { failureDescription } from './failure-description.ts';
import { inviteLinkShare, isShareCancelled } from './invite-link-share.ts';
import { personName } from './person-name.ts';
import { ShareAnswerButtons } from './share-answer-buttons.tsx';

type Collection = Pick<CollectionDetail, 'id' | 'name' | 'role' | 'isCommunity'>;

const screenOf = (collection: Collection, screen: 'edit' | 'invite' | 'share') =>
  `/collection/${encodeURIComponent(collection.id)}/${screen}` as const;

export function CollectionActions({
  collection,
  people,
}: {
  collection: Collection;
  /** Who takes part, the owner first then by when they joined (the owner leaving hands it to the first viewer). */
  people: CollectionParticipant[];
}) {
  const router = useRouter();
  const signedIn = useSignedIn();
  // Opened from a SHARED_COLLECTION notification: the share waiting for them is answered here.
  const shares = usePendingShares(signedIn !== null && collection.role === null && collection.isCommunity);
  const waiting = shares.data?.find((pending) => pending.collection.id === collection.id);
  const share =
    collection.isCommunity && signedIn ? (
      <Button
        label="Share collection"
        variant="outline"
        accessibilityHint="Opens a screen to send it to people"
        onPress={() => router.push(screenOf(collection, 'share'))}
      />
    ) : null;

  if (collection.role === 'OWNER') {
    return (
      <View style={styles.actions}>
        <View style={styles.buttons}>
          <Button
            label="Invite people"
            accessibilityHint="Opens a screen to find people by name or username and invite them"
            onPress={() => router.push(screenOf(collection, 'invite'))}
          />
          <Button
            label="Edit details"
            variant="outline"
            accessibilityHint="Opens a screen to rename it, describe it, make it private or community, or delete it"
            onPress={() => router.push(screenOf(collection, 'edit'))}
          />
          {share}
        </View>
        <InviteByLink collection={collection} />
        <LeaveCollection
          collection={collection}
          successor={people.find((person) => person.role === 'VIEWER')}
        />
      </View>
    );
  }
  if (collection.role === 'VIEWER') {
    return (
      <View style={styles.actions}>
        {share ? <View style={styles.buttons}>{share}</View> : null}
        <LeaveCollection collection={collection} />
      </View>
    );
  }
  if (!collection.isCommunity) return null;
  if (waiting) {
    return (
      <View style={styles.actions} testID="share-waiting">
        <Text style={styles.linkNote}>{personName(waiting.share.sender)} shared it with you.</Text>
        <ShareAnswerButtons pending={waiting} />
        {share}
      </View>
    );
  }
  return (
    <View style={styles.buttons}>
      {signedIn ? (
        <JoinCommunity collection={collection} />
      ) : (
        <Button label="Sign in to join" onPress={() => router.push('/sign-in')} />
      )}
      {share}
    </View>
  );
}

function JoinCommunity({ collection }: { collection: Collection }) {
  const toast = useToast();
  const join = useJoinCommunityCollection();
  return (
    <Button
      label="Join collection"
      busy={join.isPending}
      onPress={() =>
        join.mutate(collection.id, {
          // The screen shows them as a viewer from the API's answer.
          onSuccess: () => toast.show({ title: `You joined ${collection.name}`, type: 'success' }),
          onError: (error) => {
            const description = failureDescription(error);
            if (description)
              toast.show({ title: 'Could not join the collection', description, type: 'error' });
          },
        })
      }
    />
  );
}

function InviteByLink({ collection }: { collection: Collection }) {
  const toast = useToast();
  const create = useCreateInviteLink(collection.id);
  const [url, setUrl] = useState<string | null>(null);

  const share = async (link: string) => {
    const { content, options } = inviteLinkShare(collection.name, link, Platform.OS);
    try {
      await Share.share(content, options);
    } catch (error) {
      if (isShareCancelled(error)) return;
      // The web offers no share sheet in some browsers: the link stays on screen to copy.
      toast.show({
        title: 'Could not open sharing',
        description: 'Copy the link shown on this screen instead.',
        type: 'error',
      });
    }
  };

  const invite = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setUrl(made.url);
        void share(made.url);
      },
      onError: (error) => {
        const description = failureDescription(error);
        if (description) toast.show({ title: 'Could not make an invite link', description, type: 'error' });
      },
    });

  return (
    <View style={styles.actions}>
      <Button
        label="Invite by link"
        onPress={invite}
        busy={create.isPending}
        accessibilityHint="Makes a link that lets people join, and opens the share sheet"
      />
      {url ? (
        <View style={styles.link} testID="invite-link">
          <Text style={styles.linkNote}>
            Anyone with this link can join for {COLLECTION_LIMITS.linkLifetimeDays} days:
          </Text>
          <Text style={styles.linkUrl} selectable>
            {url}
          </Text>
          <Button label="Share the link again" variant="outline" onPress={() => void share(url)} />
        </View>
      ) : null}
    </View>
  );
}

function leaveText(collection: Collection, successor: CollectionParticipant | undefined): string {
  if (collection.role === 'OWNER') {
    return successor
      ? `${personName(successor, 'The person who joined first')} will own it after you (the person who joined first).`
      : 'Nobody else is in it, so it will be deleted.';
  }
  return collection.isCommunity
    ? 'It will no longer be in your collections.'
    : 'It will no longer be in your collections, and only a new invite lets you back in.';
}

function LeaveCollection({
  collection,
  successor,
}: {
  collection: Collection;
  successor?: CollectionParticipant;
}) {
  const router = useRouter();
  const toast = useToast();
  const leave = useLeaveCollection(collection.id);
  const [confirming, setConfirming] = useState(false);

  if (!confirming) {
    return (
      <View style={styles.actions}>
        <Button label="Leave collection" variant="outline" onPress={() => setConfirming(true)} />
      </View>
    );
  }

  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: (result) => {
        toast.show({
          title:
            result.outcome === 'DELETED' ? `${collection.name} was deleted` : `You left ${collection.name}`,
          type: 'success',
        });
        if (router.canGoBack()) router.back();
        else router.replace('/collections');
      },
      onError: (error) => {
        const description = failureDescription(error);
        if (description) toast.show({ title: 'Could not leave the collection', description, type: 'error' });
      },
    });

  return (
    <View style={styles.confirm} accessibilityRole="alert" testID="leave-confirmation">
      <Text style={styles.confirmTitle}>Leave {collection.name}?</Text>
      <Text style={styles.confirmText}>{leaveText(collection, successor)}</Text>
      <View style={styles.buttons}>
        <Button
          label="Leave"
          accessibilityLabel={`Leave ${collection.name}`}
          onPress={confirm}
          busy={leave.isPending}
        />
        <Button
          label="Cancel"
          variant="outline"
          onPress={() => setConfirming(false)}
          disabled={leave.isPending}
        />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  actions: { gap: spacing.md },
  link: { gap: spacing.sm, padding: spacing.md, borderRadius: 12, backgroundColor: colors.surface },
  linkNote: { fontSize: 14, ...typography.text, color: colors.muted },
  linkUrl: { fontSize: 14, ...typography.text, color: colors.text },
  confirm: {
    gap: spacing.sm,
    padding: spacing.md,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.border,
  },
  confirmTitle: { fontSize: 17, ...typography.heading, color: colors.text },
  confirmText: { fontSize: 15, ...typography.text, color: colors.muted },
  buttons: { flexDirection: 'row', gap: spacing.sm, flexWrap: 'wrap' },
});
