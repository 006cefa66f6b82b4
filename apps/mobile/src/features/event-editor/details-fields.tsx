/**
 * Details: name, one-line summary, description and the categories it is filed under.
 */
import { Text } from 'react-native';
import type { EventDraft } from './event-draft.ts';
import { useCategories } from './event-editor.data.ts';
import type { FieldErrors } from './event-validation.ts';
import { Chip, ChipWrap, FieldError, formStyles, Section, TextField } from './form-field.tsx';

interface Props {
  draft: EventDraft;
  errors: FieldErrors;
  set: <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => void;
}

export function DetailsFields({ draft, errors, set }: Props) {
  return (
    <Section title="Details">
      <TextField
        label="Event name"
        value={draft.name}
        onChangeText={(text) => set('name', text)}
        placeholder="Jazz night on the river"
        maxLength={200}
        field="name"
        errors={errors}
      />
      <TextField
        label="Summary"
        hint="One line, shown on cards and in search results."
        value={draft.shortDescription}
        onChangeText={(text) => set('shortDescription', text)}
        maxLength={500}
        field="shortDescription"
        errors={errors}
      />
      <TextField
        label="Description"
        value={draft.description}
        onChangeText={(text) => set('description', text)}
        placeholder="What to expect, who it is for, tickets, accessibility…"
        multiline
        maxLength={20000}
        field="description"
        errors={errors}
      />
      <CategoryChips draft={draft} errors={errors} set={set} />
    </Section>
  );
}

function CategoryChips({ draft, errors, set }: Props) {
  const categories = useCategories();
  const items = categories.data ?? [];
  const toggle = (slug: string) =>
    set(
      'categories',
      draft.categories.includes(slug)
        ? draft.categories.filter((chosen) => chosen !== slug)
        : [...draft.categories, slug],
    );
  return (
    <>
      <Text style={formStyles.label}>Categories</Text>
      {categories.isPending ? (
        <Text style={formStyles.hint}>Loading categories…</Text>
      ) : items.length === 0 ? (
        <Text style={formStyles.hint}>No categories to choose from right now.</Text>
      ) : (
        <ChipWrap>
          {items.map((category) => (
            <Chip
              key={category.slug}
              label={category.name}
              isOn={draft.categories.includes(category.slug)}
              onPress={() => toggle(category.slug)}
            />
          ))}
        </ChipWrap>
      )}
      <FieldError field="categories" errors={errors} />
    </>
  );
}
