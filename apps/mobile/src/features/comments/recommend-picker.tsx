/**
 * "Recommend an event or place" under a roundup answer's text (the website's RecommendPicker): a search field over
 * GET /api/v1/search (the roundup's location, experiences and places), its results as buttons, and the chosen one
 * shown with a button to remove it. Optional: an answer may be text alone.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ActivityIndicator, Pressable, StyleSheet, Text, TextInput, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import type { RecommendsInput } from './comments.queries.ts';

export interface RecommendedChoice extends RecommendsInput {
  name: string;
  detail: string | null;
}

/** Typing pauses this long before the search is asked. */
const SEARCH_DELAY_MS = 300;
const RESULTS = 5;

const kindOf = (choice: Pick<RecommendedChoice, 'itemType'>) =>
  choice.itemType === 'experience' ? 'Event' : 'Place';

function useRecommendSearch(location: string, query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['recommend-search', location, query],
    enabled: enabled && query.length >= 2,
    queryFn: async (): Promise<RecommendedChoice[]> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/search', {
        params: { query: { q: query, location, type: 'all', limit: RESULTS } },
      });
      if (!data) throw new ApiRequestError(response.status);
      const experiences = (data.experiences?.items ?? []).flatMap((item) =>
        item
          ? [
              {
                itemType: 'experience' as const,
                itemId: item.id,
                name: item.name,
                detail: item.schedule.text && item.schedule.text !== '--' ? item.schedule.text : null,
              },
            ]
          : [],
      );
      const places = (data.places?.items ?? []).map((item) => ({
        itemType: 'place' as const,
        itemId: item.id,
        name: item.name,
        detail: item.address ?? item.city ?? null,
      }));
      return [...experiences, ...places].slice(0, RESULTS * 2);
    },
  });
}

export interface RecommendPickerProps {
  /** The location searched: the roundup's. */
  location: string;
  value: RecommendedChoice | null;
  onChange: (choice: RecommendedChoice | null) => void;
}

export function RecommendPicker({ location, value, onChange }: RecommendPickerProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useRecommendSearch(location, query, !value);

  if (value) {
    return (
      <View style={styles.chosen} testID="recommend-chosen">
        <Text style={styles.chosenText}>
          Recommending <Text style={styles.strong}>{value.name}</Text> · {kindOf(value)}
        </Text>
        <Button
          label="Remove"
          variant="outline"
          accessibilityLabel={`Remove ${value.name}`}
          onPress={() => onChange(null)}
        />
      </View>
    );
  }

  const items = results.data ?? [];
  return (
    <View style={styles.picker}>
      <Text style={styles.label}>Recommend an event or place (optional)</Text>
      <TextInput
        accessibilityLabel="Search events and places to recommend"
        placeholder="Search events and places"
        placeholderTextColor={colors.muted}
        value={text}
        onChangeText={setText}
        autoCorrect={false}
        returnKeyType="search"
        style={styles.input}
      />
      {query.length < 2 ? null : results.isPending ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Searching" />
      ) : results.isError ? (
        <Text style={styles.muted}>The search could not be done. Try again.</Text>
      ) : items.length === 0 ? (
        <Text style={styles.muted} accessibilityLiveRegion="polite">
          Nothing found for “{query}”.
        </Text>
      ) : (
        <View accessibilityLabel="Search results" testID="recommend-results">
          {items.map((item) => (
            <Pressable
              key={`${item.itemType}:${item.itemId}`}
              accessibilityRole="button"
              accessibilityLabel={`Recommend ${item.name}, ${kindOf(item)}${item.detail ? `, ${item.detail}` : ''}`}
              onPress={() => onChange(item)}
              style={({ pressed }) => [styles.option, pressed && styles.pressed]}
            >
              <Text style={styles.strong}>{item.name}</Text>
              <Text style={styles.muted}>
                {kindOf(item)}
                {item.detail ? ` · ${item.detail}` : ''}
              </Text>
            </Pressable>
          ))}
        </View>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  picker: { gap: spacing.xs },
  label: { fontSize: 15, ...typography.strong, color: colors.text },
  input: {
    minHeight: 44,
    paddingHorizontal: spacing.md,
    paddingVertical: spacing.sm,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.border,
    fontSize: 16,
    ...typography.text,
    color: colors.text,
  },
  option: {
    minHeight: 44,
    justifyContent: 'center',
    paddingVertical: spacing.sm,
    borderBottomWidth: 1,
    borderBottomColor: colors.border,
  },
  chosen: { gap: spacing.sm, padding: spacing.md, borderRadius: 12, backgroundColor: colors.surface },
  chosenText: { fontSize: 15, ...typography.text, color: colors.text },
  strong: { fontSize: 15, ...typography.strong, color: colors.text },
  muted: { fontSize: 14, ...typography.text, color: colors.muted },
  pressed: { opacity: 0.7 },
});
