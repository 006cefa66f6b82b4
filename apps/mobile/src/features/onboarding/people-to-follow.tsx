/**
 * Suggested people to follow during onboarding: Follow toggles the caller picks from; the wizard follows them all
 * at once when it finishes.
 */
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { type FollowSuggestion, useFollowSuggestions } from './onboarding.queries.ts';

function reasonFor(suggestion: FollowSuggestion): string {
  if (suggestion.isContact) return 'In your contacts';
  if (suggestion.mutualCount > 0) {
    return `${suggestion.mutualCount} mutual connection${suggestion.mutualCount === 1 ? '' : 's'}`;
  }
  if (suggestion.sharedInterestsCount > 0) return 'Likes what you like';
  return 'Popular on Happenings';
}

export function PeopleToFollow({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (selected: string[]) => void;
}) {
  const suggestions = useFollowSuggestions();
  if (suggestions.isPending) return <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />;
  if (suggestions.isError) {
    return (
      <View style={styles.list}>
        <Text style={styles.meta}>Suggestions could not be loaded.</Text>
        <Button label="Retry" variant="outline" onPress={() => void suggestions.refetch()} />
      </View>
    );
  }
  if (suggestions.data.length === 0) {
    return <Text style={styles.meta}>No suggestions yet: you can find people from their profiles.</Text>;
  }
  return (
    <View style={styles.list}>
      {suggestions.data.map((suggestion) => {
        const { user } = suggestion;
        const userId = user.uid ?? user.userId ?? String(user.id);
        const isOn = selected.includes(userId);
        const name = user.displayName ?? user.username ?? 'Someone';
        return (
          <View key={userId} style={styles.person}>
            <View style={styles.text}>
              <Text style={styles.name}>{name}</Text>
              <Text style={styles.meta}>
                {user.username ? `@${user.username} · ` : ''}
                {reasonFor(suggestion)}
              </Text>
            </View>
            <Button
              label={isOn ? 'Following' : 'Follow'}
              accessibilityLabel={`Follow ${name}`}
              variant={isOn ? 'primary' : 'outline'}
              selected={isOn}
              onPress={() =>
                onChange(isOn ? selected.filter((value) => value !== userId) : [...selected, userId])
              }
            />
          </View>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: spacing.md },
  person: { flexDirection: 'row', alignItems: 'center', gap: spacing.md },
  text: { flex: 1, gap: 2 },
  name: { fontSize: 16, ...typography.strong, color: colors.text },
  meta: { fontSize: 14, ...typography.text, color: colors.muted },
});
