/**
 * Accept and Decline for an in-app invite waiting for the caller (spec §4: PENDING, then ACCEPTED or DECLINED).
 * Used by the Collections tab and by the collection's own screen; each says what happens next through the
 * callbacks. A refusal shows the API's reason (an invite answered on another device, a full collection).
 */
import { StyleSheet, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { spacing } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';
import type { PendingInvite } from './collection.types.ts';
import { useAcceptInvite, useDeclineInvite } from './collection-invites.queries.ts';
import { failureDescription } from './failure-description.ts';

export interface InviteAnswerButtonsProps {
  pending: PendingInvite;
  onAccepted?: (pending: PendingInvite) => void;
  onDeclined?: (pending: PendingInvite) => void;
}

export function InviteAnswerButtons({ pending, onAccepted, onDeclined }: InviteAnswerButtonsProps) {
  const toast = useToast();
  const accept = useAcceptInvite();
  const decline = useDeclineInvite();
  const name = pending.collection.name;
  const busy = accept.isPending || decline.isPending;

  const failed = (what: string) => (error: Error) => {
    const description = failureDescription(error);
    if (description) toast.show({ title: `Could not ${what} the invite`, description, type: 'error' });
  };

  return (
    <View style={styles.buttons}>
      <Button
        label="Accept"
        accessibilityLabel={`Accept the invite to ${name}`}
        busy={accept.isPending}
        disabled={busy}
        onPress={() =>
          accept.mutate(pending, {
            onSuccess: () => {
              toast.show({ title: `You joined ${name}`, type: 'success' });
              onAccepted?.(pending);
            },
            onError: failed('accept'),
          })
        }
      />
      <Button
        label="Decline"
        variant="outline"
        accessibilityLabel={`Decline the invite to ${name}`}
        busy={decline.isPending}
        disabled={busy}
        onPress={() =>
          decline.mutate(pending, {
            onSuccess: () => {
              toast.show({ title: `Declined ${name}` });
              onDeclined?.(pending);
            },
            onError: failed('decline'),
          })
        }
      />
    </View>
  );
}

const styles = StyleSheet.create({
  buttons: { flexDirection: 'row', gap: spacing.sm, flexWrap: 'wrap' },
});
