/**
 * The frame of every screen: the offline banner on top (issue 12: offline, the last data shows under a banner),
 * then the screen's content.
 */
import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { useIsOffline } from '../features/connectivity/connectivity.ts';
import { getAppServices } from '../lib/app-services.ts';
import { colors, spacing, typography } from '../lib/theme.ts';

export const OFFLINE_TEXT = 'You are offline. Showing what you saw last.';

export function OfflineBanner() {
  const offline = useIsOffline(getAppServices().connectivity);
  if (!offline) return null;
  return (
    <View
      style={styles.banner}
      accessibilityRole="alert"
      accessibilityLiveRegion="polite"
      testID="offline-banner"
    >
      <Text style={styles.bannerText}>{OFFLINE_TEXT}</Text>
    </View>
  );
}

export function Screen({ children }: { children: ReactNode }) {
  return (
    <View style={styles.screen}>
      <OfflineBanner />
      <View style={styles.content}>{children}</View>
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: colors.background },
  content: { flex: 1 },
  banner: { backgroundColor: colors.text, paddingVertical: spacing.sm, paddingHorizontal: spacing.lg },
  bannerText: { ...typography.text, color: colors.onBrand, fontSize: 14, textAlign: 'center' },
});
