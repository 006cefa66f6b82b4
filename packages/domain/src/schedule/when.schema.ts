/**
 * The `when` object of an experience (spec §3 Schedule): the shape stored and exchanged by every client.
 *
 * Dates and times are wall-clock values in the experience's `timeZone` (default America/New_York, spec §4);
 * `start`, `end` and `until` are the same moments as absolute ISO 8601 instants, derived on write so that
 * clients in any zone can compare them with "now".
 */
import { z } from 'zod';
import { recurrenceSchema } from '../enums/enums.ts';
import { instantSchema } from '../schemas/instant.schema.ts';
import { DATE_BOUNDS_MESSAGE, isDateInBounds } from './date-bounds.ts';

export const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export const weekdayNameSchema = z.enum(WEEKDAY_NAMES);
export type WeekdayName = z.infer<typeof weekdayNameSchema>;

/** 'YYYY-MM-DD': a real calendar day within the product's bounds (date-bounds.ts). */
export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Expected a date as YYYY-MM-DD', abort: true })
  .refine(isDateInBounds, DATE_BOUNDS_MESSAGE);

/** An instant ('2026-11-20T15:00:00Z', with Z or an offset) or a local date ('2026-11-20'), both within bounds. */
export const instantOrDateSchema = z.union([instantSchema, localDateSchema]);
/** 'HH:MM', 24-hour clock. */
export const localTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM (24-hour)');

/**
 * Opening hours of one weekday (spec §3): 'closed', '' for all day, or 'HH:MM-HH:MM'. A range whose end is
 * not after its start runs past midnight ('22:00-02:00').
 */
export const weekdayHoursSchema = z
  .string()
  .regex(
    /^(closed|([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d|)$/,
    "Expected 'closed', '' or 'HH:MM-HH:MM'",
  );
export type WeekdayHours = z.infer<typeof weekdayHoursSchema>;

export const weekdaysSchema = z.partialRecord(weekdayNameSchema, weekdayHoursSchema);
export type Weekdays = z.infer<typeof weekdaysSchema>;

export const whenSchema = z.object({
  /** First day, local to timeZone. Required: without it the object is malformed (spec §5). */
  startDate: localDateSchema.nullish(),
  /** Last day (of the first occurrence for repeating schedules), local. Required (spec §5). */
  endDate: localDateSchema.nullish(),
  /** Local start time; absent means the days are all-day. */
  startTime: localTimeSchema.nullish(),
  endTime: localTimeSchema.nullish(),
  /** startDate + startTime as an instant (ISO 8601 with offset or Z). */
  start: instantSchema.nullish(),
  end: instantSchema.nullish(),
  /** repeatsUntil's end of day as an instant. */
  until: instantSchema.nullish(),
  /** How the schedule repeats; '' or absent for not at all. */
  repeats: recurrenceSchema.nullish(),
  /** Last local date on which a repeating schedule happens (inclusive). */
  repeatsUntil: localDateSchema.nullish(),
  /** Hours per weekday for WEEKLY schedules and ongoing venues. */
  weekdays: weekdaysSchema.nullish(),
  /** IANA zone the local fields are in. */
  timeZone: z.string().min(1).nullish(),
});
export type When = z.infer<typeof whenSchema>;
