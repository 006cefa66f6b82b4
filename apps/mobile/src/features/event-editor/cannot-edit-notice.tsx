/**
 * What someone sees at /event/create/{id} when they may not edit the event (it is not theirs) or it does not
 * exist for them (missing, or a draft of someone else): the same words as the website, and ways on.
 */
import { useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';

export function CannotEditNotice({ reason }: { reason: 'forbidden' | 'not-found' }) {
  const router = useRouter();
  return (
    <View style={styles.wrap} testID={`cannot-edit-${reason}`}>
      <Text style={styles.title} accessibilityRole="header">
        You can’t edit this event
      </Text>
      <Text style={styles.message}>
        {reason === 'forbidden'
          ? 'Only the person who created an event, or its host, can change it.'
          : 'This event does not exist, or it is a draft that belongs to someone else.'}
      </Text>
      <Button label="Create your own event" onPress={() => router.replace('/event/create')} />
      <Button label="Browse events" variant="outline" onPress={() => router.replace('/')} />
    </View>
  );
}

const styles = StyleSheet.create({
  wrap: { flex: 1, justifyContent: 'center', padding: spacing.xl, gap: spacing.md },
  title: { fontSize: 22, ...typography.heading, color: colors.text },
  message: { fontSize: 16, ...typography.text, color: colors.muted, marginBottom: spacing.sm },
});
