/**
 * The app's tabs (issue 12). Notifications carries the unread count as a badge, named for screen readers the way
 * the website's bell is ("Notifications, 2 unread").
 */
import { formatUnreadBadge, unreadLabel } from '@happenings/domain/notifications';
import { Tabs } from 'expo-router';
import { type ColorValue, Text } from 'react-native';
import { useSignedIn } from '../../features/auth/use-session.ts';
import { useUnreadCount } from '../../features/notifications/notifications.queries.ts';
import { colors } from '../../lib/theme.ts';

/**
 * A glyph for each tab; the label says what it is, so the glyph is hidden from screen readers. `aria-hidden`
 * reaches the web too (the native-only props left the glyph in every tab's name there: "✦ ✦ Discover").
 */
function tabIcon(glyph: string) {
  return ({ color }: { color: ColorValue }) => (
    <Text style={{ color, fontSize: 20 }} aria-hidden>
      {glyph}
    </Text>
  );
}

export default function TabsLayout() {
  const signedIn = useSignedIn();
  const unread = useUnreadCount(signedIn !== null);
  const unreadCount = signedIn ? (unread.data?.count ?? 0) : 0;
  return (
    <Tabs
      screenOptions={{
        tabBarActiveTintColor: colors.brand,
        tabBarInactiveTintColor: colors.muted,
        headerTitleStyle: { color: colors.text },
      }}
    >
      <Tabs.Screen name="index" options={{ title: 'Discover', tabBarIcon: tabIcon('✦') }} />
      <Tabs.Screen name="search" options={{ title: 'Search', tabBarIcon: tabIcon('⌕') }} />
      <Tabs.Screen name="collections" options={{ title: 'Collections', tabBarIcon: tabIcon('▤') }} />
      <Tabs.Screen
        name="notifications"
        options={{
          title: 'Notifications',
          tabBarIcon: tabIcon('🔔'),
          tabBarBadge: formatUnreadBadge(unreadCount) || undefined,
          tabBarBadgeStyle: { backgroundColor: colors.danger, color: colors.onBrand },
          tabBarAccessibilityLabel: unreadLabel(unreadCount),
          tabBarButtonTestID: 'tab-notifications',
        }}
      />
      <Tabs.Screen name="profile" options={{ title: 'Profile', tabBarIcon: tabIcon('◉') }} />
    </Tabs>
  );
}
