/**
 * What someone can do with an event besides marking it interested: save it to a collection, send it to people
 * (notified in the product), share its page, and, for its creator or its host's owner (`canEdit`), open it in the editor; anyone else
 * can report it from the "More" menu (issue 23).
 */
import { toCalendarEvent } from '@happenings/domain/calendar';
import { useRouter } from 'expo-router';
import { useMemo } from 'react';
import { Platform, Pressable, Share, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { getAppServices } from '../../lib/app-services.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
// No extension: Metro picks add-to-calendar.web.tsx for the web build.
import { AddToCalendar } from '../calendar/add-to-calendar';
import { isShareCancelled } from '../collections/invite-link-share.ts';
import { SaveToCollectionButton } from '../collections/save-to-collection-button.tsx';
import type { ExperienceDetail } from '../experiences/experience.types.ts';
import { MoreActions } from '../moderation-report/report-menu.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { eventPageUrl } from './event-link.ts';
import { eventShare } from './event-share.ts';

export function EventActions({ event }: { event: ExperienceDetail }) {
  const toast = useToast();
  const router = useRouter();
  const url = eventPageUrl(getAppServices().apiUrl, event.slug);
  // Null without a start or with a stored rule the domain cannot read: no calendar entry rather than a wrong one.
  const calendarEvent = useMemo(() => toCalendarEvent(event, url), [event, url]);

  const share = async () => {
    const { content, options } = eventShare(event.name, url, Platform.OS);
    try {
      // Closing the sheet resolves (iOS, Android) or rejects with AbortError (web): neither is a failure.
      await Share.share(content, options);
    } catch (error) {
      if (isShareCancelled(error)) return;
      toast.show({ title: 'Could not open sharing', description: url, type: 'error' });
    }
  };

  return (
    <View style={styles.actions}>
      <SaveToCollectionButton target={{ itemId: event.id, type: 'experience' }} name={event.name} />
      <Button
        label="Send to a friend"
        variant="outline"
        onPress={() => router.push({ pathname: '/send/[id]', params: { id: event.id, name: event.name } })}
      />
      <Button
        label="Invite to go"
        variant="outline"
        onPress={() =>
          router.push({ pathname: '/send/[id]', params: { id: event.id, name: event.name, mode: 'invite' } })
        }
      />
      <Button
        label="Share"
        variant="outline"
        onPress={() => void share()}
        accessibilityLabel={`Share ${event.name}`}
        accessibilityHint="Opens the share sheet with the event's web address"
      />
      {calendarEvent ? <AddToCalendar event={calendarEvent} /> : null}
      {event.canEdit ? (
        <EditEventLink id={event.id} />
      ) : (
        <MoreActions subject={{ type: 'experience', id: event.id }} noun="event" name={event.name} />
      )}
    </View>
  );
}

function EditEventLink({ id }: { id: string }) {
  const router = useRouter();
  return (
    <Pressable
      accessibilityRole="link"
      accessibilityLabel="Edit event"
      onPress={() => router.push(`/event/create/${encodeURIComponent(id)}`)}
      style={({ pressed }) => [styles.link, pressed && styles.pressed]}
      testID="edit-event-link"
    >
      <Text style={styles.linkText}>Edit event</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  actions: { gap: spacing.sm },
  link: { minHeight: 44, justifyContent: 'center' },
  pressed: { opacity: 0.7 },
  linkText: { fontSize: 16, ...typography.strong, color: colors.brand, textDecorationLine: 'underline' },
});
