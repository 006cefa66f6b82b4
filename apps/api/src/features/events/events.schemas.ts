/**
 * spec §7 GET /api/v1/events and GET /api/v1/events/boosted.
 */
import { locationSlugSchema } from '@happenings/domain/locations';
import { instantOrDateSchema, localDateSchema } from '@happenings/domain/schedule';
import { MAX_PAGE_LIMIT } from '@happenings/domain/schemas';
import { z } from 'zod';
import { experienceResponseSchema } from '../experiences/experience.response.ts';

const commaList = z
  .string()
  .max(2000)
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  );

export const EVENTS_DEFAULT_SIZE = 20;
/** Default window when `end` is absent: 30 days after start. */
export const EVENTS_DEFAULT_DAYS = 30;

export const listEventsQuerySchema = z.object({
  /** Page size, 1-100 (default 20). */
  size: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(EVENTS_DEFAULT_SIZE),
  /** 0-based page number. */
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Window start (default now); a date ('2026-11-20', read in America/New_York) means the start of that day. */
  start: instantOrDateSchema.optional(),
  /** Window end, exclusive (default start + 30 days); a date includes that whole day. */
  end: instantOrDateSchema.optional(),
  xmin: z.coerce.number().min(-180).max(180).optional(),
  ymin: z.coerce.number().min(-90).max(90).optional(),
  xmax: z.coerce.number().min(-180).max(180).optional(),
  ymax: z.coerce.number().min(-90).max(90).optional(),
  /** A location slug whose bounding box is used when no xmin..ymax box is given. */
  location: locationSlugSchema.optional(),
  /** Comma-separated category slugs; an event matches any. */
  categories: commaList.optional(),
  /**
   * Comma-separated: 'past' (occurrences already over), 'canceled', 'postponed', 'rescheduled' (by status),
   * 'boosted'; any other value is an experience id to leave out.
   */
  hide: commaList.optional(),
});

export const eventItemSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    localDate: localDateSchema,
    isAllDay: z.boolean(),
    experience: experienceResponseSchema,
  })
  .meta({ id: 'EventOccurrence' });

export const eventPageSchema = z
  .object({
    items: z.array(eventItemSchema),
    page: z.int().min(0),
    size: z.int().min(1),
    /** True when page + 1 has items. */
    hasMore: z.boolean(),
  })
  .meta({ id: 'EventPage' });

export const boostedQuerySchema = z.object({
  location: locationSlugSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(10),
});

export const boostedListSchema = z
  .object({ items: z.array(experienceResponseSchema) })
  .meta({ id: 'BoostedExperiences' });
