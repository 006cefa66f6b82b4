'use client';
/**
 * The notification preferences on /account/edit: a table of every type (rows) by where it reaches you (in the
 * app, by e-mail), saved together with a toast. Turning "in the app" off means that type is not created for you
 * at all; e-mail can also be turned off from the link at the bottom of every notification e-mail.
 */
import { NOTIFICATION_RULES } from '@happenings/domain/notifications';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { type NotificationPreference, NotificationsError, savePreferences } from './notifications.data';
import styles from './notifications.module.css';

type Channel = 'inApp' | 'email';
const CHANNELS: { key: Channel; label: string }[] = [
  { key: 'inApp', label: 'In the app' },
  { key: 'email', label: 'By e-mail' },
];

export function NotificationPreferencesForm({
  initial,
  actionsClassName,
}: {
  initial: NotificationPreference[];
  /** The account page's row of buttons. */
  actionsClassName?: string;
}) {
  const toast = useToast();
  const [preferences, setPreferences] = useState(initial);
  const save = useMutation({
    mutationFn: () => savePreferences(preferences),
    onSuccess: (stored) => {
      setPreferences(stored);
      toast.show({
        type: 'success',
        title: 'Notification preferences saved',
        description: 'You will be notified the way you chose.',
      });
    },
    onError: (error) =>
      toast.show({
        type: 'error',
        title: 'Not saved',
        description: error instanceof NotificationsError ? error.message : 'Please try again.',
      }),
  });

  const toggle = (type: NotificationPreference['type'], channel: Channel, value: boolean) =>
    setPreferences((current) =>
      current.map((row) => (row.type === type ? { ...row, [channel]: value } : row)),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form onSubmit={onSubmit}>
      <table className={styles.preferences}>
        <caption className="visually-hidden">Where each kind of notification reaches you</caption>
        <thead>
          <tr>
            <th scope="col">Notify me when</th>
            {CHANNELS.map((channel) => (
              <th key={channel.key} scope="col">
                {channel.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preferences.map((row) => {
            const label = NOTIFICATION_RULES[row.type].label;
            return (
              <tr key={row.type}>
                <th scope="row">{label}</th>
                {CHANNELS.map((channel) => (
                  <td key={channel.key}>
                    <input
                      type="checkbox"
                      name={`${row.type}.${channel.key}`}
                      aria-label={`${label}: ${channel.label.toLowerCase()}`}
                      checked={row[channel.key]}
                      onChange={(event) => toggle(row.type, channel.key, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={actionsClassName}>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save notification preferences'}
        </button>
      </div>
    </form>
  );
}
