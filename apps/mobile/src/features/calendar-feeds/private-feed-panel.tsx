/**
 * A private feed's secret address (issue 26 Subscribe), for its owner: "what I'm interested in" on Edit account,
 * a private collection on its screen. The address is shown once, when made (only its hash is kept), with the
 * feed's options; a new one replaces it (the old one stops working) and turning it off stops it.
 */
import { formatDate } from '@happenings/domain/format';
import { useState } from 'react';
import { AccessibilityInfo, ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { FeedOptions } from './feed-options.tsx';
import {
  type PrivateFeedTarget,
  useFeedAddressStatus,
  useMakeFeedAddress,
  useRevokeFeedAddress,
} from './private-feed.queries.ts';

const madeOn = (iso: string) =>
  formatDate(Date.parse(iso), 'MMM D, YYYY', Intl.DateTimeFormat().resolvedOptions().timeZone);

export function PrivateFeedPanel({
  target,
  what,
  title,
}: {
  target: PrivateFeedTarget;
  /** What the feed follows, in a sentence ("the events you're interested in"). */
  what: string;
  /** The feed's name in a calendar app's share sheet. */
  title: string;
}) {
  const toast = useToast();
  const status = useFeedAddressStatus(target);
  const make = useMakeFeedAddress(target);
  const revoke = useRevokeFeedAddress(target);
  // The address as made by this screen; the API never gives it again.
  const [url, setUrl] = useState<string | null>(null);
  const active = status.data?.active ?? false;
  const busy = make.isPending || revoke.isPending;

  const makeAddress = () =>
    make.mutate(undefined, {
      onSuccess: (made) => {
        setUrl(made.url);
        AccessibilityInfo.announceForAccessibility('Your private address is ready.');
      },
      onError: () =>
        toast.show({
          type: 'error',
          title: 'No new address was made',
          description: 'Try again in a moment.',
        }),
    });

  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.show({ type: 'success', title: 'The private address no longer works' });
      },
      onError: () =>
        toast.show({
          type: 'error',
          title: 'The address is still on',
          description: 'Try again in a moment.',
        }),
    });

  const lead = (
    <Text style={styles.lead}>
      Follow {what} in Google Calendar, Apple Calendar or Outlook with a private address. Anyone who has the
      address can see these events, so keep it to yourself; a new address stops the old one.
    </Text>
  );

  // The actions wait for the answer: "make" and "make a new one" differ in what they stop.
  if (!status.data) {
    return (
      <View style={styles.panel} testID="private-feed">
        {lead}
        {status.isPending ? (
          <ActivityIndicator color={colors.brand} accessibilityLabel="Loading your private address" />
        ) : (
          <>
            <Text style={styles.status}>Whether you have a private address could not be loaded.</Text>
            <Button label="Try again" variant="outline" onPress={() => void status.refetch()} />
          </>
        )}
      </View>
    );
  }

  return (
    <View style={styles.panel} testID="private-feed">
      {lead}
      {url ? (
        <FeedOptions feedUrl={url} title={title} />
      ) : active ? (
        <Text style={styles.status} accessibilityLiveRegion="polite" testID="private-feed-status">
          Your private address is on (made {status.data.createdAt ? madeOn(status.data.createdAt) : 'earlier'}
          ). It is shown only when made: make a new one to see it again.
        </Text>
      ) : null}
      <Button
        label={active ? 'Make a new private address' : 'Make a private address'}
        accessibilityHint={active ? 'The address you have now stops working' : undefined}
        busy={make.isPending}
        disabled={busy}
        onPress={makeAddress}
      />
      {active ? (
        <Button
          label="Turn off the private address"
          variant="outline"
          busy={revoke.isPending}
          disabled={busy}
          onPress={turnOff}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  panel: { gap: spacing.md },
  lead: { fontSize: 15, color: colors.muted, ...typography.text },
  status: { fontSize: 15, color: colors.text, ...typography.text },
});
