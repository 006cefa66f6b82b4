import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns/timestamps.ts';
import { categories } from '../experiences/categories.table.ts';
import { users } from './users.table.ts';

/**
 * The categories a user said they like (PATCH /api/v1/users `interests`, onboarding): one row per user and
 * category. The key answers "my interests"; the category index answers "who likes music" (suggestions, for-you).
 */
export const userCategories = pgTable(
  'user_categories',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_categories_pk', columns: [t.userId, t.categoryId] }),
    index('user_categories_category_idx').on(t.categoryId, t.userId),
  ],
);
