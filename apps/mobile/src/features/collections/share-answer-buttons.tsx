/**
 * Join and Dismiss for a community collection shared with the caller (spec §4: a share is PENDING, then ACCEPTED
 * when they join, or DISMISSED). Joining makes them a VIEWER and opens the collection; dismissing only clears it
 * from what waits for them (the collection stays public: they may still find it and join).
 */
import { StyleSheet, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { spacing } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';
import type { PendingShare } from './collection.types.ts';
import { useDismissShare, useJoinCommunityCollection } from './community-collections.queries.ts';
import { failureDescription } from './failure-description.ts';

export function ShareAnswerButtons({
  pending,
  onJoined,
}: {
  pending: PendingShare;
  onJoined?: (pending: PendingShare) => void;
}) {
  const toast = useToast();
  const join = useJoinCommunityCollection();
  const dismiss = useDismissShare();
  const name = pending.collection.name;
  const busy = join.isPending || dismiss.isPending;

  const failed = (what: string) => (error: Error) => {
    const description = failureDescription(error);
    if (description) toast.show({ title: `Could not ${what}`, description, type: 'error' });
  };

  return (
    <View style={styles.buttons}>
      <Button
        label="Join"
        accessibilityLabel={`Join ${name}`}
        busy={join.isPending}
        disabled={busy}
        onPress={() =>
          join.mutate(pending.collection.id, {
            onSuccess: () => {
              toast.show({ title: `You joined ${name}`, type: 'success' });
              onJoined?.(pending);
            },
            onError: failed('join it'),
          })
        }
      />
      <Button
        label="Dismiss"
        variant="outline"
        accessibilityLabel={`Dismiss ${name}`}
        busy={dismiss.isPending}
        disabled={busy}
        onPress={() =>
          dismiss.mutate(pending, {
            onSuccess: () => toast.show({ title: `Dismissed ${name}` }),
            onError: failed('dismiss it'),
          })
        }
      />
    </View>
  );
}

const styles = StyleSheet.create({
  buttons: { flexDirection: 'row', gap: spacing.sm, flexWrap: 'wrap' },
});
