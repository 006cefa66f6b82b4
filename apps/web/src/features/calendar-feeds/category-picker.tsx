'use client';
/**
 * "Only these categories" in the Subscribe dialog of the whole city's feed (issue 26 Subscribe: the whole city
 * with category filters): the categories load when the dialog opens; none ticked is every category.
 */
import type { components } from '@happenings/client';
import { useEffect, useState } from 'react';
import { getBrowserClient } from '@/lib/api-browser';
import styles from './subscribe.module.css';

type Category = components['schemas']['Category'];

export function CategoryPicker({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const [categories, setCategories] = useState<Category[] | null>(null);

  useEffect(() => {
    let isCurrent = true;
    getBrowserClient()
      .GET('/api/v1/categories')
      .then(
        ({ data }) => isCurrent && setCategories(data?.items ?? []),
        () => isCurrent && setCategories([]),
      );
    return () => {
      isCurrent = false;
    };
  }, []);

  if (categories?.length === 0) return null;
  return (
    <fieldset className={styles.categories}>
      <legend>Only these categories (optional)</legend>
      {categories === null ? (
        <p className={styles.note}>Loading categories…</p>
      ) : (
        <ul className={styles.categoryList}>
          {categories.map((category) => (
            <li key={category.slug}>
              <label className={styles.category}>
                <input
                  type="checkbox"
                  checked={selected.includes(category.slug)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...selected, category.slug]
                        : selected.filter((slug) => slug !== category.slug),
                    )
                  }
                />{' '}
                {category.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
