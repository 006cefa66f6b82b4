/**
 * Choosing the location to browse (spec §1: Boston and Washington DC), drawn as a row of choices.
 */
import { LOCATION_LIST } from '@happenings/domain/locations';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { getAppServices } from '../../lib/app-services.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useLocation } from './use-location.ts';

export function LocationSwitcher() {
  const current = useLocation();
  return (
    <View style={styles.row} accessibilityRole="radiogroup" accessibilityLabel="Location">
      {LOCATION_LIST.map((location) => {
        const selected = location.slug === current.slug;
        return (
          <Pressable
            key={location.slug}
            accessibilityRole="radio"
            aria-checked={selected}
            accessibilityLabel={location.name}
            onPress={() => void getAppServices().location.choose(location.slug)}
            style={[styles.choice, selected && styles.selected]}
          >
            <Text style={[styles.label, selected && styles.selectedLabel]}>{location.name}</Text>
          </Pressable>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', gap: spacing.sm, paddingHorizontal: spacing.lg, paddingVertical: spacing.md },
  choice: {
    minHeight: 36,
    justifyContent: 'center',
    paddingHorizontal: spacing.md,
    borderRadius: 18,
    borderWidth: 1,
    borderColor: colors.border,
  },
  selected: { backgroundColor: colors.brand, borderColor: colors.brand },
  label: { color: colors.text, fontSize: 15, ...typography.strong },
  selectedLabel: { color: colors.onBrand },
});
