/**
 * The app's tabs (issue 12). Notifications carries the unread count as a badge, named for screen readers the way
 * the website's bell is ("Notifications, 2 unread").
 */
import Ionicons from '@expo/vector-icons/Ionicons';
import { formatUnreadBadge, unreadLabel } from '@happenings/domain/notifications';
import { Tabs } from 'expo-router';
import type { ComponentProps } from 'react';
import type { ColorValue } from 'react-native';
import { useSignedIn } from '../../features/auth/use-session.ts';
import { useUnreadCount } from '../../features/notifications/notifications.queries.ts';
import { colors, typography } from '../../lib/theme.ts';

type IconName = ComponentProps<typeof Ionicons>['name'];

/**
 * An icon for each tab from Ionicons (the icon font ships with the app, so no glyph depends on the phone's own
 * fonts): outlined, filled when the tab is the current one. The label says what the tab is, so the icon is hidden
 * from screen readers, on the web too, and each tab is read once ("Discover", not "✦✦Discover").
 */
function tabIcon(name: IconName) {
  return ({ color, focused, size }: { color: ColorValue; focused: boolean; size: number }) => (
    <Ionicons
      name={focused ? name : (`${name}-outline` as IconName)}
      color={color}
      size={size}
      aria-hidden
      accessibilityElementsHidden
      importantForAccessibility="no-hide-descendants"
    />
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
        headerTitleStyle: { color: colors.text, ...typography.heading },
        tabBarLabelStyle: typography.strong,
      }}
    >
      <Tabs.Screen name="index" options={{ title: 'Discover', tabBarIcon: tabIcon('compass') }} />
      <Tabs.Screen name="search" options={{ title: 'Search', tabBarIcon: tabIcon('search') }} />
      <Tabs.Screen name="collections" options={{ title: 'Collections', tabBarIcon: tabIcon('albums') }} />
      <Tabs.Screen
        name="notifications"
        options={{
          title: 'Notifications',
          tabBarIcon: tabIcon('notifications'),
          tabBarBadge: formatUnreadBadge(unreadCount) || undefined,
          tabBarBadgeStyle: { backgroundColor: colors.danger, color: colors.onBrand },
          tabBarAccessibilityLabel: unreadLabel(unreadCount),
          tabBarButtonTestID: 'tab-notifications',
        }}
      />
      <Tabs.Screen name="profile" options={{ title: 'Profile', tabBarIcon: tabIcon('person-circle') }} />
    </Tabs>
  );
}
