/**
 * GET /api/v1/categories.
 */
import { locationSlugSchema } from '@happenings/domain/locations';
import { z } from 'zod';

export const categorySchema = z
  .object({
    /** What GET /api/v1/events and /api/v1/search take in `categories`: 'music'. */
    slug: z.string(),
    name: z.string(),
  })
  .meta({ id: 'Category' });

export const categoryListSchema = z
  .object({
    items: z.array(categorySchema),
    /**
     * With `location`: the categories its editors feature, in their order (issue 23 curation), for the search
     * page's first chips and the app's pickers. Absent without `location`.
     */
    featured: z.array(categorySchema).optional(),
  })
  .meta({ id: 'CategoryList' });
export type CategoryList = z.infer<typeof categoryListSchema>;

export const categoriesQuerySchema = z.object({
  location: locationSlugSchema
    .optional()
    .meta({ description: 'Also answer the featured categories of this location' }),
});
