/**
 * What the caller may do with a collection by their role (spec §6 collection roles): the OWNER invites people by
 * link (spec §3 LINK_INVITE) through the platform's share sheet; a VIEWER leaves it, after confirming, and is taken
 * back with a toast (spec §8, §9). Anyone else sees no actions.
 */
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { useRouter } from 'expo-router';
import { useState } from 'react';
import { Platform, Share, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { useLeaveCollection } from './collection.queries.ts';
import type { CollectionDetail } from './collection.types.ts';
import { useCreateInviteLink } from './collection-invites.queries.ts';
import { inviteLinkShare, isShareCancelled } from './invite-link-share.ts';

type Collection = Pick<CollectionDetail, 'id' | 'name' | 'role' | 'isCommunity'>;

const CHECK_CONNECTION = 'Check your connection and try again.';

/** The API's reason for a refusal, else a hint that the network failed; null for a 401 (the app signs out). */
function failureDescription(error: Error): string | null {
  if (error instanceof ApiRequestError && error.status === 401) return null;
  return (error instanceof ApiRequestError && error.reason) || CHECK_CONNECTION;
}

export function CollectionActions({ collection }: { collection: Collection }) {
  if (collection.role === 'OWNER') return <InviteByLink collection={collection} />;
  if (collection.role === 'VIEWER') return <LeaveCollection collection={collection} />;
  return null;
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

function LeaveCollection({ collection }: { collection: Collection }) {
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
      onSuccess: () => {
        toast.show({ title: `You left ${collection.name}`, type: 'success' });
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
      <Text style={styles.confirmText}>
        {collection.isCommunity
          ? 'It will no longer be in your collections.'
          : 'It will no longer be in your collections, and only a new invite lets you back in.'}
      </Text>
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
  linkNote: { fontSize: 14, color: colors.muted },
  linkUrl: { fontSize: 14, color: colors.text },
  confirm: {
    gap: spacing.sm,
    padding: spacing.md,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.border,
  },
  confirmTitle: { fontSize: 17, fontWeight: '700', color: colors.text },
  confirmText: { fontSize: 15, color: colors.muted },
  buttons: { flexDirection: 'row', gap: spacing.sm, flexWrap: 'wrap' },
});
