/**
 * What finding friends does with the address book, said before the phone asks for access (spec §7
 * sync-contacts: hashes only), and how to take it back: Remove my contacts on the list of those found
 * (remove-contacts.tsx), or the privacy policy's address; they go with the account too.
 */
import { Linking, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';

export const PRIVACY_ADDRESS = 'privacy@happenings.example';

const POINTS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'What is read',
    text: 'The e-mail addresses and phone numbers in your contacts. Not their names, pictures or notes.',
  },
  {
    title: 'Hashed on this phone',
    text: 'Each address and number is turned into a one-way code (a SHA-256 hash) on this phone before it is sent, as Happenings requires. The addresses and numbers themselves never leave your phone.',
  },
  {
    title: 'What is kept',
    text: 'The codes, with your account, to show you which of your contacts use Happenings and to tell you when one of them joins later. Nobody else sees them.',
  },
  {
    title: 'How to remove them',
    text: `Remove my contacts, under the people found, deletes them at once; or write to ${PRIVACY_ADDRESS}. They are deleted with your account too.`,
  },
];

export function ContactConsent({
  onAccept,
  onDecline,
  busy,
}: {
  onAccept: () => void;
  onDecline: () => void;
  busy: boolean;
}) {
  return (
    <View style={styles.wrap}>
      <Text style={styles.title} accessibilityRole="header">
        Find friends from your contacts
      </Text>
      {POINTS.map((point) => (
        <View key={point.title} style={styles.point}>
          <Text style={styles.pointTitle}>{point.title}</Text>
          <Text style={styles.text}>{point.text}</Text>
        </View>
      ))}
      <Text
        style={styles.link}
        accessibilityRole="link"
        onPress={() => void Linking.openURL(`mailto:${PRIVACY_ADDRESS}`)}
      >
        E-mail {PRIVACY_ADDRESS}
      </Text>
      <View style={styles.actions}>
        <Button
          label="Continue"
          onPress={onAccept}
          busy={busy}
          accessibilityHint="Asks to read your contacts"
        />
        <Button label="Not now" variant="outline" onPress={onDecline} disabled={busy} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  wrap: { gap: spacing.md },
  title: { fontSize: 24, ...typography.heading, color: colors.text },
  point: { gap: 2 },
  pointTitle: { fontSize: 16, ...typography.strong, color: colors.text },
  text: { fontSize: 15, ...typography.text, color: colors.muted },
  link: {
    fontSize: 15,
    ...typography.text,
    color: colors.brand,
    textDecorationLine: 'underline',
    paddingVertical: spacing.sm,
  },
  actions: { gap: spacing.md, paddingTop: spacing.sm },
});
