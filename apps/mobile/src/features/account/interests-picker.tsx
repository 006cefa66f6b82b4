/**
 * Interests (category slugs, GET /api/v1/categories) as chips to switch on and off.
 */
import { ActivityIndicator, StyleSheet, Text } from 'react-native';
import { colors, typography } from '../../lib/theme.ts';
import { useCategories } from './account.queries.ts';
import { ChoiceChips } from './choice-chips.tsx';

export function InterestsPicker({
  label,
  selected,
  onChange,
}: {
  label: string;
  selected: string[];
  onChange: (selected: string[]) => void;
}) {
  const categories = useCategories();
  if (categories.isPending) return <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />;
  if (!categories.data?.length) {
    return <Text style={styles.message}>Categories could not be loaded. You can pick interests later.</Text>;
  }
  return (
    <ChoiceChips
      label={label}
      multiple
      choices={categories.data.map((category) => ({ value: category.slug, label: category.name }))}
      selected={selected}
      onToggle={(slug) =>
        onChange(selected.includes(slug) ? selected.filter((value) => value !== slug) : [...selected, slug])
      }
    />
  );
}

const styles = StyleSheet.create({
  message: { fontSize: 15, ...typography.text, color: colors.muted },
});
