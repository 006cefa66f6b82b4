/**
 * spec §7 Interested: /api/v1/interested/{type}/{id}, /api/v1/interested?itemsId=, and
 * /api/v2/interested/{type}/{id}/list (take, skip, firstRequestTimestamp).
 */
import { itemTypeSchema } from '@happenings/domain/enums';
import { INSTANT_BOUNDS_MESSAGE, isEpochMsInBounds } from '@happenings/domain/schedule';
import {
  avatarUserSchema,
  countSchema,
  idSchema,
  instantSchema,
  MAX_PAGE_LIMIT,
} from '@happenings/domain/schemas';
import { z } from 'zod';

export const itemParamsSchema = z.object({ type: itemTypeSchema, id: idSchema });

export const interestStateSchema = z
  .object({
    itemType: itemTypeSchema,
    itemId: idSchema,
    isInterested: z.boolean(),
    /** How many users are interested in the item. */
    count: countSchema,
  })
  .meta({ id: 'InterestState' });

export const itemsQuerySchema = z.object({
  /** Comma-separated item ids (any type), at most 100. */
  itemsId: z
    .string()
    .min(1)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== ''),
      ),
    ])
    .pipe(z.array(idSchema).min(1).max(MAX_PAGE_LIMIT)),
});

export const interestedItemsSchema = z
  .object({ items: z.array(z.object({ itemId: idSchema, isInterested: z.boolean() })) })
  .meta({ id: 'InterestedItems' });

export const INTERESTED_LIST_DEFAULT_TAKE = 20;

export const interestedListQuerySchema = z.object({
  take: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(INTERESTED_LIST_DEFAULT_TAKE),
  skip: z.coerce.number().int().min(0).default(0),
  /**
   * The instant of the first page (ISO 8601 or epoch milliseconds): only interests created at or before it are
   * listed, so later pages do not shift when new ones arrive. Absent: now, answered back for the next pages.
   */
  firstRequestTimestamp: z
    .union([
      instantSchema,
      z
        .string()
        .regex(/^\d{1,15}$/, { message: 'Expected ISO 8601 or epoch ms', abort: true })
        .refine((text) => isEpochMsInBounds(Number(text)), INSTANT_BOUNDS_MESSAGE),
    ])
    .optional(),
});

export const interestedPersonSchema = z
  .object({
    user: avatarUserSchema,
    interestedAt: z.iso.datetime({ offset: true }),
    /** The caller follows this person (they are listed first). */
    isFollowed: z.boolean(),
  })
  .meta({ id: 'InterestedPerson' });

export const interestedListSchema = z
  .object({
    items: z.array(interestedPersonSchema),
    total: countSchema,
    take: z.int().min(1),
    skip: countSchema,
    hasMore: z.boolean(),
    /** Send it back with the next pages. */
    firstRequestTimestamp: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'InterestedList' });
