/**
 * The input of calendar export (spec §2 Add to calendar): one event, explicit about its zone and whether it is
 * all-day, so that nothing depends on the process's clock or zone.
 */
import { z } from 'zod';
import { eventStatusSchema } from '../enums/enums.ts';
import { isValidTimeZone } from '../time/zoned-time.ts';

/** 'YYYY-MM-DD' (all-day) or 'YYYY-MM-DDTHH:MM:SS' (timed), wall-clock in `timeZone`. */
export const calendarMomentSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?$/, 'Expected YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS');

export const calendarEventSchema = z.object({
  /** Globally unique and stable across exports, so re-importing updates rather than duplicates. */
  uid: z.string().min(1),
  title: z.string(),
  description: z.string().nullish(),
  location: z.string().nullish(),
  url: z.url().nullish(),
  start: calendarMomentSchema,
  /** Same form as start; for all-day events the last day, inclusive. */
  end: calendarMomentSchema,
  timeZone: z.string().refine(isValidTimeZone, 'Expected an IANA time zone'),
  /** RFC 5545 RRULE value, with or without the 'RRULE:' prefix. */
  rrule: z.string().nullish(),
  /** Occurrences left out: local date-times of their starts (dates for all-day events). */
  exdates: z.array(calendarMomentSchema).nullish(),
  status: eventStatusSchema.nullish(),
  /** Epoch milliseconds. */
  created: z.number().nullish(),
  lastModified: z.number().nullish(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
