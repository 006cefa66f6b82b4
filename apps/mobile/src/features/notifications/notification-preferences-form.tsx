/**
 * The notification preferences on Edit account, as on the website's: every kind of notification with a switch for
 * "in the app" and one for "by e-mail". A switch saves as soon as it moves (the app's idiom, as the weekly-picks
 * switch above it); a refused save springs back with a toast. Turning "in the app" off means that kind is not
 * created for the person at all.
 */
import { NOTIFICATION_RULES } from '@happenings/domain/notifications';
import { ActivityIndicator, StyleSheet, Switch, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { FormSection } from '../account/section.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import {
  type NotificationPreference,
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from './notification-preferences.queries.ts';

type Channel = 'inApp' | 'email';
const CHANNELS: { key: Channel; label: string }[] = [
  { key: 'inApp', label: 'In the app' },
  { key: 'email', label: 'By e-mail' },
];

export function NotificationPreferencesForm() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const toast = useToast();

  const change = (rows: NotificationPreference[], type: NotificationPreference['type'], channel: Channel) =>
    save.mutate(
      rows.map((row) => (row.type === type ? { ...row, [channel]: !row[channel] } : row)),
      {
        onSuccess: () => toast.show({ title: 'Notification preferences saved', type: 'success' }),
        onError: () => toast.show({ title: 'Not saved', description: 'Please try again.', type: 'error' }),
      },
    );

  return (
    <FormSection title="Notifications" lead="Where each kind of notification reaches you.">
      {preferences.data ? (
        preferences.data.map((row) => {
          const label = NOTIFICATION_RULES[row.type].label;
          // While a save is on its way the switches show what was asked, then what the API kept.
          const shown =
            save.isPending && save.variables ? (save.variables.find((r) => r.type === row.type) ?? row) : row;
          return (
            <View key={row.type} style={styles.row}>
              <Text style={styles.label}>{label}</Text>
              <View style={styles.switches}>
                {CHANNELS.map((channel) => (
                  <View key={channel.key} style={styles.channel}>
                    <Text style={styles.channelLabel} aria-hidden>
                      {channel.label}
                    </Text>
                    <Switch
                      accessibilityLabel={`${label}: ${channel.label.toLowerCase()}`}
                      accessibilityRole="switch"
                      value={shown[channel.key]}
                      disabled={save.isPending}
                      onValueChange={() => change(preferences.data, row.type, channel.key)}
                      trackColor={{ true: colors.brand, false: colors.border }}
                    />
                  </View>
                ))}
              </View>
            </View>
          );
        })
      ) : preferences.isPending ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      ) : (
        <View style={styles.failed}>
          <Text style={styles.message}>Your notification preferences could not be loaded.</Text>
          <Button label="Try again" variant="outline" onPress={() => void preferences.refetch()} />
        </View>
      )}
    </FormSection>
  );
}

const styles = StyleSheet.create({
  row: { gap: spacing.xs, paddingBottom: spacing.md, borderBottomWidth: 1, borderBottomColor: colors.border },
  label: { fontSize: 15, ...typography.strong, color: colors.text },
  switches: { flexDirection: 'row', gap: spacing.xl },
  channel: { flexDirection: 'row', alignItems: 'center', gap: spacing.sm },
  channelLabel: { fontSize: 14, ...typography.text, color: colors.muted },
  failed: { gap: spacing.md },
  message: { fontSize: 15, ...typography.text, color: colors.muted },
});
