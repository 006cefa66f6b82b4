/**
 * Requests and answers of connected calendars (issue 26 Connect a calendar): a host's or a venue's feed or file,
 * its import reports, its imported events with their locks, and the places proposed for LOCATIONs that matched none.
 */
import {
  CALENDAR_RUN_OUTCOMES,
  CALENDAR_RUN_TRIGGERS,
  IMPORTED_FIELDS,
} from '@happenings/db/calendar-imports';
import { locationSlugSchema } from '@happenings/domain/locations';
import { idSchema, textSchema } from '@happenings/domain/schemas';
import { z } from 'zod';

/** An uploaded calendar is sent as its text, within the API's body limit (1 MiB). */
export const CALENDAR_UPLOAD_MAX_CHARS = 1_000_000;

const ownerFields = {
  hostId: idSchema.max(200).optional().meta({ description: 'The host whose events these are' }),
  placeId: idSchema
    .max(200)
    .optional()
    .meta({ description: 'The venue whose events these are (instead of a host)' }),
  location: locationSlugSchema.optional().meta({
    description: "The city its events are listed in when their place does not say (default: the venue's)",
  }),
};

const oneOwner = <T extends { hostId?: string | undefined; placeId?: string | undefined }>(body: T) =>
  (body.hostId === undefined) !== (body.placeId === undefined);
const ONE_OWNER = { message: 'Give either hostId or placeId', path: ['hostId'] };

export const connectCalendarBodySchema = z
  .object({
    ...ownerFields,
    url: textSchema
      .trim()
      .min(1)
      .max(2000)
      .refine((text) => /^(https?|webcal):\/\//i.test(text), 'Must start with https://, http:// or webcal://')
      .pipe(
        z
          .string()
          .transform((text) => text.replace(/^webcal:\/\//i, 'https://'))
          .pipe(z.url()),
      )
      .meta({
        description: 'The calendar feed (https://, http:// or webcal://)',
        example: 'webcal://example.com/cal.ics',
      }),
  })
  .refine(oneOwner, ONE_OWNER)
  .meta({ id: 'ConnectCalendarBody' });

export const uploadCalendarBodySchema = z
  .object({
    ...ownerFields,
    fileName: textSchema.trim().min(1).max(200).meta({ example: 'season.ics' }),
    content: z.string().min(1).max(CALENDAR_UPLOAD_MAX_CHARS).meta({ description: 'The .ics file as text' }),
  })
  .refine(oneOwner, ONE_OWNER)
  .meta({ id: 'UploadCalendarBody' });

export const reuploadCalendarBodySchema = z
  .object({
    content: z.string().min(1).max(CALENDAR_UPLOAD_MAX_CHARS).meta({ description: 'The .ics file as text' }),
  })
  .meta({ id: 'ReuploadCalendarBody' });

export const listCalendarsQuerySchema = z.object({
  hostId: idSchema.max(200).optional(),
  placeId: idSchema.max(200).optional(),
});

export const calendarParamsSchema = z.object({ id: idSchema.max(200) });
export const calendarEventParamsSchema = z.object({ id: idSchema.max(200), eventId: idSchema.max(200) });

export const importedFieldSchema = z.enum(IMPORTED_FIELDS);

export const setLocksBodySchema = z
  .object({
    lockedFields: z.array(importedFieldSchema).max(IMPORTED_FIELDS.length).meta({
      description: 'The fields the calendar may no longer change in this event; the others follow it',
    }),
  })
  .meta({ id: 'SetImportLocksBody' });

export const confirmPlaceBodySchema = z
  .object({
    location: textSchema
      .min(1)
      .max(1000)
      .meta({ description: 'The LOCATION text the place is for, as proposed' }),
    name: textSchema.trim().min(1).max(300),
    address: textSchema.trim().max(300).nullish(),
    city: textSchema.trim().max(100).nullish(),
    state: textSchema.trim().max(50).nullish(),
    lat: z.number().min(-90).max(90).nullish(),
    lng: z.number().min(-180).max(180).nullish(),
  })
  .meta({ id: 'ConfirmCalendarPlaceBody' });

export const calendarRunSchema = z
  .object({
    id: z.string(),
    trigger: z.enum(CALENDAR_RUN_TRIGGERS),
    outcome: z.enum(CALENDAR_RUN_OUTCOMES),
    startedAt: z.string(),
    finishedAt: z.string(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    removed: z.number().int(),
    skipped: z.number().int(),
    keptEdits: z
      .number()
      .int()
      .meta({ description: 'Fields changed both here and in the calendar, kept as edited here' }),
    skips: z.array(
      z.object({ uid: z.string().nullable(), line: z.number().int().nullable(), reason: z.string() }),
    ),
    errorCode: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'CalendarImportRun' });

export const proposedPlaceSchema = z
  .object({
    location: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    events: z.number().int().meta({ description: 'Imported events at this location' }),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  })
  .meta({ id: 'ProposedCalendarPlace' });

export const calendarSourceSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['URL', 'FILE']),
    name: z.string(),
    url: z.string().nullable(),
    fileName: z.string().nullable(),
    host: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
    place: z.object({ id: z.string(), name: z.string() }).nullable(),
    location: z.string().nullable(),
    nextRunAt: z.string().nullable(),
    lastRunAt: z.string().nullable(),
    lastSuccessAt: z.string().nullable(),
    failureCount: z.number().int(),
    lastErrorCode: z.string().nullable(),
    lastError: z.string().nullable(),
    lastRun: calendarRunSchema.nullable(),
    proposedPlaces: z.array(proposedPlaceSchema),
  })
  .meta({ id: 'CalendarSource' });

export const calendarSourceListSchema = z
  .object({
    items: z.array(calendarSourceSchema),
    owners: z
      .object({
        hosts: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
        places: z.array(z.object({ id: z.string(), name: z.string() })),
      })
      .meta({
        description: 'The hosts the caller owns and the venues they added: where they may connect calendars',
      }),
    canManageAny: z.boolean().meta({ description: 'An editor: may connect calendars for any host or venue' }),
  })
  .meta({ id: 'CalendarSourceList' });

export const importedEventSchema = z
  .object({
    id: z.string(),
    uid: z.string(),
    experience: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
    lockedFields: z.array(importedFieldSchema),
    removed: z.boolean(),
    location: z.string().nullable(),
  })
  .meta({ id: 'ImportedCalendarEvent' });

export const calendarSourceDetailSchema = calendarSourceSchema
  .extend({
    runs: z.array(calendarRunSchema),
    events: z.array(importedEventSchema),
  })
  .meta({ id: 'CalendarSourceDetail' });
