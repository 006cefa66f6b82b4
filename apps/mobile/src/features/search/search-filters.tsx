/**
 * The filters under the search box: quick dates (one at a time; the chosen one again clears it) and categories
 * (any number; results match any of them), as on the website's search form.
 */
import type { components } from '@happenings/client';
import { DATE_PRESET_LABELS, DATE_PRESETS, type DatePreset } from './date-presets.ts';
import { ChipRow, FilterChip } from './filter-chip.tsx';

type Category = components['schemas']['Category'];

export function DateChips({
  value,
  onChange,
}: {
  value: DatePreset | null;
  onChange: (value: DatePreset | null) => void;
}) {
  return (
    <ChipRow label="Dates" kind="radiogroup" testID="search-dates">
      {DATE_PRESETS.map((preset) => (
        <FilterChip
          key={preset}
          kind="radio"
          label={DATE_PRESET_LABELS[preset]}
          isSelected={value === preset}
          onPress={() => onChange(value === preset ? null : preset)}
        />
      ))}
    </ChipRow>
  );
}

export function CategoryChips({
  categories,
  selected,
  onChange,
}: {
  categories: readonly Category[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  if (categories.length === 0) return null;
  return (
    <ChipRow label="Categories" kind="group" testID="search-categories">
      {categories.map((category) => {
        const isSelected = selected.includes(category.slug);
        return (
          <FilterChip
            key={category.slug}
            kind="checkbox"
            label={category.name}
            isSelected={isSelected}
            onPress={() =>
              onChange(
                isSelected
                  ? selected.filter((slug) => slug !== category.slug)
                  : [...selected, category.slug].sort(),
              )
            }
          />
        );
      })}
    </ChipRow>
  );
}
