/**
 * GET /api/v1/categories.
 */
import { z } from 'zod';

export const categorySchema = z
  .object({
    /** What GET /api/v1/events and /api/v1/search take in `categories`: 'music'. */
    slug: z.string(),
    name: z.string(),
  })
  .meta({ id: 'Category' });

export const categoryListSchema = z.object({ items: z.array(categorySchema) }).meta({ id: 'CategoryList' });
export type CategoryList = z.infer<typeof categoryListSchema>;
