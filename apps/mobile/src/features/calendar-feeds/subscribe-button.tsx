/**
 * The Subscribe action of a public feed (issue 26): a button that opens a sheet over the screen with the feed's
 * options (feed-options.tsx). Close, the back gesture or a tap beside the sheet closes it.
 */
import { useState } from 'react';
import { Modal, Pressable, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { FeedOptions } from './feed-options.tsx';

export interface SubscribeButtonProps {
  /** The feed's path on the API ('/api/v1/calendar-feeds/...', feed-links.ts). */
  feedPath: string;
  /** What is subscribed to, for the sheet's title ("events at Harbor Stage"). */
  title: string;
}

export function SubscribeButton({ feedPath, title }: SubscribeButtonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        label="Subscribe in your calendar"
        variant="outline"
        accessibilityLabel={`Subscribe to ${title} in your calendar`}
        onPress={() => setOpen(true)}
      />
      {isOpen ? <SubscribeSheet feedPath={feedPath} title={title} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function SubscribeSheet({ feedPath, title, onClose }: SubscribeButtonProps & { onClose: () => void }) {
  return (
    <Modal visible animationType="slide" transparent onRequestClose={onClose}>
      <View style={styles.backdrop}>
        <Pressable
          style={StyleSheet.absoluteFill}
          onPress={onClose}
          accessible={false}
          importantForAccessibility="no"
        />
        <View style={styles.sheet} accessibilityViewIsModal testID="subscribe-sheet">
          <ScrollView contentContainerStyle={styles.body}>
            <Text style={styles.title} accessibilityRole="header">
              Subscribe to {title}
            </Text>
            <Text style={styles.lead}>New and changed events appear in your calendar by themselves.</Text>
            <FeedOptions feedUrl={feedPath} title={title} />
            <Button label="Close" variant="outline" onPress={onClose} />
          </ScrollView>
        </View>
      </View>
    </Modal>
  );
}

const styles = StyleSheet.create({
  backdrop: { flex: 1, justifyContent: 'flex-end', backgroundColor: 'rgba(20, 18, 26, 0.45)' },
  sheet: {
    maxHeight: '90%',
    backgroundColor: colors.background,
    borderTopLeftRadius: 16,
    borderTopRightRadius: 16,
  },
  body: { padding: spacing.lg, gap: spacing.md, paddingBottom: spacing.xl * 2 },
  title: { fontSize: 20, color: colors.text, ...typography.heading },
  lead: { fontSize: 16, color: colors.muted, ...typography.text },
});
