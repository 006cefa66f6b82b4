/**
 * An experience (event) as exchanged by the API and the clients (spec §3 Experience).
 */
import { z } from 'zod';
import { eventStatusSchema, publishStateSchema } from '../enums/enums.ts';
import { locationSlugSchema } from '../locations/location.schema.ts';
import { whenSchema } from '../schedule/when.schema.ts';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../time/zoned-time.ts';
import { countSchema, idSchema, instantSchema, slugSchema } from './instant.schema.ts';
import { mediaItemSchema } from './media-item.schema.ts';

/** An IANA zone name the runtime knows ('America/New_York'). */
export const timeZoneSchema = z.string().refine(isValidTimeZone, 'Expected an IANA time zone');

/** spec §3 Experience.where: name, address, city, state; coordinates and place link are ours (map, venue page). */
export const whereSchema = z.object({
  /** Venue name: 'Museum of Fine Arts'. */
  name: z.string(),
  /** Street address: '465 Huntington Ave'. */
  address: z.string(),
  city: z.string(),
  /** Two-letter state code: 'MA'. */
  state: z.string(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  /** The Place (venue) this address belongs to, when known. */
  placeId: idSchema.nullish(),
});
export type Where = z.infer<typeof whereSchema>;

export const experienceSchema = z.object({
  id: idSchema,
  /** Id of the document in the original document store; kept for links made before the migration. */
  documentId: idSchema,
  name: z.string().min(1),
  slug: slugSchema,
  /** How many users marked the experience as interested. */
  interested: countSchema,
  media: z.array(mediaItemSchema),
  when: whenSchema,
  where: whereSchema,
  shortDescription: z.string(),
  /** Full description (plain text); not listed in spec §3 but shown on the event page and in calendars. */
  description: z.string().nullish(),
  /** iCalendar RRULE value (without the 'RRULE:' prefix) for events that repeat irregularly. */
  rrule: z.string().nullish(),
  /** A crowd-sourced roundup rather than a single event. */
  isRoundup: z.boolean(),
  /** Paid placement (GET /api/v1/events/boosted, spec §7). */
  isBoosted: z.boolean(),
  /** User who created the experience. */
  creatorId: idSchema,
  /** Host (organiser) it belongs to, if any. */
  hostId: idSchema.nullable(),
  /** spec §4: CANCELED, POSTPONED or RESCHEDULED; null when the event goes ahead as planned. */
  status: eventStatusSchema.nullable(),
  publishState: publishStateSchema,
  /** Category ids (spec §9 category lookups). */
  categories: z.array(idSchema).default([]),
  /** spec §4: schedules default to America/New_York. */
  timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
  /** Location whose pages list the experience (ours: the spec filters by bounding box). */
  location: locationSlugSchema.nullish(),
  /** Organiser's page or tickets. */
  url: z.url().nullish(),
  createdAt: instantSchema.optional(),
  updatedAt: instantSchema.optional(),
});
export type Experience = z.infer<typeof experienceSchema>;
/** An experience as accepted on input (defaults not yet applied). */
export type ExperienceInput = z.input<typeof experienceSchema>;
