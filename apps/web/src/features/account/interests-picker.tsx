/**
 * Interests as chips: a group of checkboxes (category slugs), styled as toggles.
 */
import type { Category } from '@/features/account/account.server';
import styles from './account.module.css';

export function InterestsPicker({
  legend,
  categories,
  selected,
  onChange,
}: {
  legend: string;
  categories: Category[];
  selected: string[];
  onChange: (selected: string[]) => void;
}) {
  if (categories.length === 0) {
    return <p>Categories could not be loaded. You can pick your interests later from your account.</p>;
  }
  const toggle = (slug: string, isOn: boolean) =>
    onChange(isOn ? [...selected, slug] : selected.filter((value) => value !== slug));
  return (
    <fieldset className={styles.chipGroup}>
      <legend className={styles.chipLegend}>{legend}</legend>
      <div className={styles.chips}>
        {categories.map((category) => (
          <label key={category.slug} className={styles.chip}>
            <input
              type="checkbox"
              name="interests"
              value={category.slug}
              checked={selected.includes(category.slug)}
              onChange={(event) => toggle(category.slug, event.target.checked)}
            />
            <span>{category.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
