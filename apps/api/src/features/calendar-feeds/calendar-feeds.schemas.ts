/**
 * Requests and answers of the calendar feeds (issue 26 Subscribe): feeds are iCalendar text, the calls that manage
 * a secret address answer JSON.
 */
import { locationSlugSchema } from '@happenings/domain/locations';
import { z } from 'zod';

export const locationFeedParamsSchema = z.object({ location: locationSlugSchema });

export const idFeedParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const cityFeedQuerySchema = z.object({
  categories: z
    .string()
    .max(500)
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .slice(0, 20),
    )
    .meta({ description: 'Comma-separated category slugs; an event matches any. None: every category.' }),
});

export const privateFeedParamsSchema = z.object({
  token: z.string().min(1).max(200).meta({ description: 'The secret of the address' }),
});

/** An iCalendar document (RFC 5545). */
export const iCalendarSchema = z
  .string()
  .meta({ id: 'ICalendar', description: 'An RFC 5545 iCalendar document' });

export const calendarFeedStatusSchema = z
  .object({
    active: z.boolean(),
    /** When the working address was made; null with none. */
    createdAt: z.string().nullable(),
  })
  .meta({
    id: 'CalendarFeedStatus',
    description: 'Whether a secret feed address exists (the address itself is shown only when it is made)',
  });

export const calendarFeedAddressSchema = z
  .object({
    /** The https address of the feed; webcal:// is the same address with that scheme. */
    url: z.url(),
    createdAt: z.string(),
  })
  .meta({
    id: 'CalendarFeedAddress',
    description: 'A new secret feed address; the previous one no longer works',
  });
