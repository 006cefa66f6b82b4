/**
 * What a Subscribe action offers for one feed (issue 26): open it in the phone's calendar (webcal://), add it to
 * Google Calendar by URL, or share the https address to any other app (the share sheet copies it too; the address
 * is also selectable on screen); and the truth about freshness: calendar apps fetch a subscribed feed on their own
 * schedule, Google about once a day.
 */
import type { ReactNode } from 'react';
import { Linking, Platform, Share, type ShareContent, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { getAppServices } from '../../lib/app-services.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { buildFeedLinks } from './feed-links.ts';

export const FRESHNESS_TEXT =
  'Calendar apps check for new events on their own schedule: Google Calendar about once a day, others every few hours.';

/** The share sheet's content: iOS takes the address as `url` (offering Copy); Android and the web take text. */
function addressShare(title: string, https: string): ShareContent {
  return Platform.OS === 'ios' ? { title, url: https } : { title, message: https };
}

/** The web's share sheet closed by the person (AbortError) is no failure. */
const isCancelled = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export function FeedOptions({ feedUrl, title }: { feedUrl: string; title: string }) {
  const toast = useToast();
  const links = buildFeedLinks(feedUrl, getAppServices().apiUrl);

  const open = async (url: string, failure: string) => {
    try {
      await Linking.openURL(url);
    } catch {
      toast.show({ type: 'error', title: failure, description: 'Share the address to add it by hand.' });
    }
  };

  const share = async () => {
    try {
      await Share.share(addressShare(title, links.https), {
        dialogTitle: 'Calendar address',
        subject: title,
      });
    } catch (error) {
      if (!isCancelled(error)) toast.show({ type: 'error', title: 'The address could not be shared' });
    }
  };

  return (
    <View style={styles.options} testID="feed-options">
      <Option label="Apple Calendar, Outlook or your phone's calendar">
        <Button
          label="Open in your calendar"
          variant="outline"
          accessibilityHint="Opens your calendar app to subscribe"
          onPress={() => void open(links.webcal, 'No calendar app could open it')}
        />
      </Option>
      <Option label="Google Calendar">
        <Button
          label="Add to Google Calendar"
          variant="outline"
          accessibilityHint="Opens Google Calendar in the browser"
          onPress={() => void open(links.google, 'Google Calendar could not be opened')}
        />
      </Option>
      <Option label="Address for other calendar apps">
        <Text style={styles.address} selectable testID="feed-address">
          {links.https}
        </Text>
        <Button label="Share the address" variant="outline" onPress={() => void share()} />
      </Option>
      <Text style={styles.note}>{FRESHNESS_TEXT}</Text>
    </View>
  );
}

function Option({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View style={styles.option}>
      <Text style={styles.optionTitle}>{label}</Text>
      {children}
    </View>
  );
}

const styles = StyleSheet.create({
  options: { gap: spacing.lg },
  option: { gap: spacing.sm },
  optionTitle: { fontSize: 15, color: colors.text, ...typography.strong },
  address: {
    fontSize: 14,
    color: colors.text,
    backgroundColor: colors.surface,
    borderRadius: 8,
    padding: spacing.md,
    ...typography.text,
  },
  note: { fontSize: 14, color: colors.muted, ...typography.text },
});
