/**
 * Notifications (issue 12; spec §3 notification kinds): the inbox in two tabs, General (about you) and Community
 * (about people you follow or know), newest activity first. Unread rows stand out; pressing one marks it read and
 * opens its subject when the app has a screen for it. Signed out, the tab says why it needs an account.
 */
import { formatRelativeShort } from '@happenings/domain/format';
import type { NotificationKind } from '@happenings/domain/notifications';
import { useFocusEffect, useRouter } from 'expo-router';
import { useCallback, useState } from 'react';
import { ActivityIndicator, FlatList, Image, Pressable, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { notificationTarget } from './notification-target.ts';
import {
  type AppNotification,
  useMarkNotificationRead,
  useNotifications,
  useUnreadCount,
} from './notifications.queries.ts';

const TABS: ReadonlyArray<{ kind: NotificationKind; label: string }> = [
  { kind: 'GENERAL', label: 'General' },
  { kind: 'COMMUNITY', label: 'Community' },
];

export function NotificationsScreen() {
  const signedIn = useSignedIn();
  return (
    <Screen>
      {signedIn ? (
        <Inbox />
      ) : (
        <SignInPrompt
          title="Your notifications"
          message="Sign in to hear when people follow you, answer your questions or share events with you."
        />
      )}
    </Screen>
  );
}

function Inbox() {
  const [kind, setKind] = useState<NotificationKind>('GENERAL');
  const unread = useUnreadCount(true);
  return (
    <View style={styles.inbox}>
      <View style={styles.tabs} accessibilityRole="tablist">
        {TABS.map((tab) => {
          const count = tab.kind === 'GENERAL' ? unread.data?.general : unread.data?.community;
          const selected = tab.kind === kind;
          return (
            <Pressable
              key={tab.kind}
              accessibilityRole="tab"
              accessibilityLabel={count ? `${tab.label}, ${count} unread` : tab.label}
              aria-selected={selected}
              onPress={() => setKind(tab.kind)}
              style={[styles.tab, selected && styles.tabSelected]}
            >
              <Text style={[styles.tabLabel, selected && styles.tabLabelSelected]}>{tab.label}</Text>
              {count ? <Text style={styles.tabCount}>{count}</Text> : null}
            </Pressable>
          );
        })}
      </View>
      <NotificationList key={kind} kind={kind} />
    </View>
  );
}

function NotificationList({ kind }: { kind: NotificationKind }) {
  const now = useNow();
  const router = useRouter();
  const notifications = useNotifications(kind);
  const markRead = useMarkNotificationRead();
  const unread = useUnreadCount(true);

  // Opening the inbox shows what is new since it was last loaded.
  const { refetch } = notifications;
  useFocusEffect(
    useCallback(() => {
      void refetch();
    }, [refetch]),
  );

  if (notifications.isPending) {
    return (
      <View style={styles.center}>
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      </View>
    );
  }
  if (!notifications.data) {
    return (
      <View style={styles.center}>
        <Text style={styles.message}>Your notifications could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void notifications.refetch()} />
      </View>
    );
  }

  const open = (notification: AppNotification) => {
    if (!notification.read) markRead.mutate(notification);
    const target = notificationTarget(notification.url);
    if (target) router.push(target);
  };

  return (
    <FlatList
      data={notifications.data.pages.flatMap((page) => page.items)}
      keyExtractor={(item) => item.id}
      contentContainerStyle={styles.list}
      testID={`notifications-${kind.toLowerCase()}`}
      renderItem={({ item }) => <NotificationRow notification={item} now={now} onPress={open} />}
      ListEmptyComponent={
        <Text style={styles.message}>
          {kind === 'GENERAL'
            ? 'Nothing yet. When people follow you or answer you, it shows here.'
            : 'Nothing yet. What people you follow do shows here.'}
        </Text>
      }
      refreshing={notifications.isRefetching && !notifications.isFetchingNextPage}
      onRefresh={() => {
        void notifications.refetch();
        void unread.refetch();
      }}
      onEndReached={() => {
        if (notifications.hasNextPage && !notifications.isFetchingNextPage)
          void notifications.fetchNextPage();
      }}
    />
  );
}

function NotificationRow({
  notification,
  now,
  onPress,
}: {
  notification: AppNotification;
  now: number;
  onPress: (notification: AppNotification) => void;
}) {
  const actor = notification.actors[0];
  const when = formatRelativeShort(Date.parse(notification.updatedAt), now);
  const opens = notificationTarget(notification.url) !== null;
  return (
    <Pressable
      accessibilityRole={opens ? 'link' : 'button'}
      accessibilityLabel={`${notification.read ? '' : 'Unread: '}${notification.text}, ${when}`}
      accessibilityHint={notification.read ? undefined : 'Marks it read'}
      onPress={() => onPress(notification)}
      style={({ pressed }) => [styles.row, !notification.read && styles.unreadRow, pressed && styles.pressed]}
      testID={`notification-${notification.id}`}
    >
      {actor?.photoURL ? (
        <Image source={{ uri: actor.photoURL }} style={styles.avatar} accessibilityIgnoresInvertColors />
      ) : (
        <View style={[styles.avatar, styles.avatarPlaceholder]} />
      )}
      <View style={styles.rowText}>
        <Text style={[styles.text, !notification.read && styles.unreadText]}>{notification.text}</Text>
        {notification.subject.snippet ? (
          <Text style={styles.snippet} numberOfLines={2}>
            {notification.subject.snippet}
          </Text>
        ) : null}
        <Text style={styles.when}>{when}</Text>
      </View>
      {notification.read ? null : <View style={styles.dot} testID="unread-dot" />}
    </Pressable>
  );
}

const styles = StyleSheet.create({
  inbox: { flex: 1 },
  tabs: {
    flexDirection: 'row',
    gap: spacing.sm,
    paddingHorizontal: spacing.lg,
    paddingVertical: spacing.sm,
    borderBottomWidth: 1,
    borderBottomColor: colors.border,
  },
  tab: {
    minHeight: 44,
    flexDirection: 'row',
    alignItems: 'center',
    gap: spacing.xs,
    paddingHorizontal: spacing.lg,
    borderRadius: 22,
    borderWidth: 1.5,
    borderColor: colors.border,
  },
  tabSelected: { borderColor: colors.brand, backgroundColor: colors.brand },
  tabLabel: { fontSize: 15, ...typography.strong, color: colors.text },
  tabLabelSelected: { color: colors.onBrand },
  tabCount: {
    minWidth: 20,
    paddingHorizontal: 6,
    borderRadius: 10,
    overflow: 'hidden',
    textAlign: 'center',
    fontSize: 12,
    ...typography.strong,
    color: colors.onBrand,
    backgroundColor: colors.danger,
  },
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  message: {
    fontSize: 16,
    ...typography.text,
    color: colors.muted,
    textAlign: 'center',
    padding: spacing.lg,
  },
  list: { paddingVertical: spacing.sm },
  row: {
    flexDirection: 'row',
    alignItems: 'flex-start',
    gap: spacing.md,
    paddingHorizontal: spacing.lg,
    paddingVertical: spacing.md,
  },
  unreadRow: { backgroundColor: colors.surface },
  pressed: { opacity: 0.7 },
  avatar: { width: 40, height: 40, borderRadius: 20 },
  avatarPlaceholder: { backgroundColor: colors.border },
  rowText: { flex: 1, gap: 2 },
  text: { fontSize: 15, ...typography.text, color: colors.text },
  unreadText: { ...typography.strong },
  snippet: { fontSize: 14, ...typography.text, color: colors.muted },
  when: { fontSize: 13, ...typography.text, color: colors.muted },
  dot: { width: 10, height: 10, borderRadius: 5, marginTop: 6, backgroundColor: colors.brand },
});
