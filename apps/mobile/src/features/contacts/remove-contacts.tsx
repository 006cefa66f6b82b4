/**
 * "Remove my contacts": the person takes back what they agreed to when syncing. Asked once more in place (what goes
 * and what stays), then every synced hash is deleted by the API.
 */
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { useRemoveContacts } from './contacts.queries.ts';

export function RemoveContacts({ onRemoved }: { onRemoved: () => void }) {
  const toast = useToast();
  const remove = useRemoveContacts();
  const [isConfirming, setConfirming] = useState(false);
  if (!isConfirming) {
    return <Button label="Remove my contacts" variant="outline" onPress={() => setConfirming(true)} />;
  }
  return (
    <View style={styles.confirm} accessibilityRole="alert" testID="remove-contacts-confirmation">
      <Text style={styles.text}>
        Happenings forgets the codes of your contacts: nobody is found from them, and you are not told when
        one of them joins. The people you follow stay followed.
      </Text>
      <View style={styles.buttons}>
        <Button
          label="Yes, remove them"
          busy={remove.isPending}
          onPress={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.show({ title: 'Your contacts are removed', type: 'success' });
                onRemoved();
              },
              onError: () =>
                toast.show({
                  title: 'Your contacts were not removed',
                  description: 'Check your connection and try again.',
                  type: 'error',
                }),
            })
          }
        />
        <Button label="Keep them" variant="outline" onPress={() => setConfirming(false)} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  confirm: { gap: spacing.md, padding: spacing.md, borderRadius: 12, backgroundColor: colors.surface },
  text: { fontSize: 16, ...typography.text, color: colors.text },
  buttons: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
});
