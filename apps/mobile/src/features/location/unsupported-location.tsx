/**
 * What Discover shows for a location the app does not serve yet (spec §1: Washington DC, `isAppSupported`
 * false): that it is not supported there yet, and the region-interest form.
 */
import type { Location } from '@happenings/domain/locations';
import { ScrollView, StyleSheet, Text } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { LocationSwitcher } from './location-switcher.tsx';
import { RegionInterestForm } from './region-interest-form.tsx';

export function UnsupportedLocation({ location }: { location: Location }) {
  return (
    <ScrollView contentContainerStyle={styles.wrap} keyboardShouldPersistTaps="handled">
      <LocationSwitcher />
      <Text style={styles.title} accessibilityRole="header">
        The app is not supported in {location.name} yet
      </Text>
      <Text style={styles.body}>
        Happenings is coming to {location.name}. Leave your e-mail and we will tell you when the app is ready
        there.
      </Text>
      <RegionInterestForm location={location} />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  wrap: { paddingBottom: spacing.xl, gap: spacing.md, paddingHorizontal: spacing.lg },
  title: { fontSize: 22, ...typography.heading, color: colors.text },
  body: { fontSize: 16, ...typography.text, color: colors.muted },
});
