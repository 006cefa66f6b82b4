/**
 * The event's details: its name (required), a one-line summary for cards and search results, the description,
 * and the categories it is listed under (spec §9 categories; none offered when the lookup fails).
 */
import type { EventDraft, FieldErrors, SetDraftField } from './event-draft';
import { useCategories } from './event-editor.data';
import styles from './event-editor.module.css';
import { describedBy, FieldError, fieldId, Hint } from './form-field';

export function DetailsFields({
  draft,
  errors,
  set,
}: {
  draft: EventDraft;
  errors: FieldErrors;
  set: SetDraftField;
}) {
  const categories = useCategories();
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={fieldId('name')}>
          Event name <span className={styles.required}>(required)</span>
        </label>
        <input
          id={fieldId('name')}
          type="text"
          required
          maxLength={200}
          autoComplete="off"
          className={styles.nameInput}
          value={draft.name}
          placeholder="Jazz night on the river"
          onChange={(event) => set('name', event.target.value)}
          {...describedBy('name', errors)}
        />
        <FieldError field="name" errors={errors} />
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId('shortDescription')}>Summary</label>
        <input
          id={fieldId('shortDescription')}
          type="text"
          maxLength={500}
          value={draft.shortDescription}
          placeholder="One line that sells it"
          onChange={(event) => set('shortDescription', event.target.value)}
          {...describedBy('shortDescription', errors, true)}
        />
        <Hint field="shortDescription">Shown on cards and in search results.</Hint>
        <FieldError field="shortDescription" errors={errors} />
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId('description')}>Description</label>
        <textarea
          id={fieldId('description')}
          rows={6}
          maxLength={20000}
          value={draft.description}
          placeholder="What to expect, who it is for, tickets, accessibility…"
          onChange={(event) => set('description', event.target.value)}
          {...describedBy('description', errors)}
        />
        <FieldError field="description" errors={errors} />
      </div>
      <fieldset className={styles.chipFieldset} {...describedBy('categories', errors)}>
        <legend className={styles.label}>Categories</legend>
        {categories.isPending ? (
          <p className={styles.hint}>Loading categories…</p>
        ) : (categories.data ?? []).length === 0 ? (
          <p className={styles.hint}>No categories to choose from right now.</p>
        ) : (
          <div className={styles.chips}>
            {(categories.data ?? []).map((category, index) => (
              <label key={category.slug} className={styles.chip}>
                <input
                  id={index === 0 ? 'event-categories' : undefined}
                  type="checkbox"
                  checked={draft.categories.includes(category.slug)}
                  onChange={(event) =>
                    set(
                      'categories',
                      event.target.checked
                        ? [...draft.categories, category.slug]
                        : draft.categories.filter((slug) => slug !== category.slug),
                    )
                  }
                />
                <span>{category.name}</span>
              </label>
            ))}
          </div>
        )}
        <FieldError field="categories" errors={errors} />
      </fieldset>
    </>
  );
}
