/**
 * The segmented control of the kinds of results (Events, People, Places, Hosts, Collections, Roundups). Six
 * labels do not fit a phone's width, and less so with a large font: the row scrolls sideways.
 */
import { Pressable, ScrollView, StyleSheet, Text } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { SEARCH_TAB_LABELS, SEARCH_TABS, type SearchTab } from './search-tabs.ts';

export function SearchTabBar({ value, onChange }: { value: SearchTab; onChange: (tab: SearchTab) => void }) {
  return (
    <ScrollView
      horizontal
      showsHorizontalScrollIndicator={false}
      accessibilityRole="tablist"
      accessibilityLabel="Kinds of results"
      style={styles.frame}
      contentContainerStyle={styles.row}
      testID="search-tabs"
    >
      {SEARCH_TABS.map((tab) => {
        const isSelected = tab === value;
        return (
          <Pressable
            key={tab}
            accessibilityRole="tab"
            accessibilityLabel={SEARCH_TAB_LABELS[tab]}
            accessibilityState={{ selected: isSelected }}
            aria-selected={isSelected}
            onPress={() => onChange(tab)}
            style={({ pressed }) => [styles.tab, isSelected && styles.selected, pressed && styles.pressed]}
          >
            <Text style={[styles.text, isSelected && styles.selectedText]}>{SEARCH_TAB_LABELS[tab]}</Text>
          </Pressable>
        );
      })}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  // Its own height, always: a shrinking row let its tabs spill over the row below.
  frame: { flexGrow: 0, flexShrink: 0 },
  row: { paddingHorizontal: spacing.lg, paddingBottom: spacing.sm, gap: spacing.xs },
  tab: {
    minHeight: 44,
    justifyContent: 'center',
    paddingHorizontal: spacing.md,
    borderBottomWidth: 3,
    borderBottomColor: 'transparent',
  },
  selected: { borderBottomColor: colors.brand },
  pressed: { opacity: 0.7 },
  text: { fontSize: 15, ...typography.strong, color: colors.muted },
  selectedText: { color: colors.brand },
});
