/**
 * What an event page tells us about its event (issue 26 One event from a page): the fields of the event editor that
 * a schema.org Event can fill in. Everything but the name may be missing; the person importing checks and completes
 * the draft in the editor before anything is saved.
 */
import { z } from 'zod';
import { eventStatusSchema } from '../enums/enums.ts';

/**
 * A schema.org date as published (ISO 8601): with its offset ('2026-07-04T19:30:00-04:00', kept so the instant is
 * exact), without one ('2026-07-04T19:30', the venue's local time) or a date alone ('2026-07-04', all day).
 */
export const publishedDateSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
    'Expected an ISO 8601 date',
  );

export const eventPageWhereSchema = z.object({
  /** Venue name: 'The Sinclair'. */
  name: z.string().nullable(),
  /** Street address: '52 Church St'. */
  address: z.string().nullable(),
  city: z.string().nullable(),
  /** Region as published: 'MA' or 'Massachusetts'. */
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});
export type EventPageWhere = z.infer<typeof eventPageWhereSchema>;

export const eventPagePriceSchema = z.object({
  /** The lowest price published; null when only "free" or a currency is known. */
  amount: z.number().nonnegative().nullable(),
  /** ISO 4217: 'USD'. */
  currency: z.string().nullable(),
  isFree: z.boolean(),
});

export const eventPageDraftSchema = z
  .object({
    name: z.string().min(1),
    /** Plain text: the page's HTML tags removed. */
    description: z.string().nullable(),
    startDate: publishedDateSchema.nullable(),
    endDate: publishedDateSchema.nullable(),
    /** The start is a date without a time. */
    isAllDay: z.boolean(),
    where: eventPageWhereSchema.nullable(),
    /** Where an online event is attended (schema.org VirtualLocation). */
    onlineUrl: z.url().nullable(),
    imageUrl: z.url().nullable(),
    /** The event's own page (the page imported, unless it names another). */
    url: z.url().nullable(),
    /** spec §4 statuses; null when the event goes ahead as planned. */
    status: eventStatusSchema.nullable(),
    price: eventPagePriceSchema.nullable(),
  })
  .meta({ id: 'EventPageDraft' });
export type EventPageDraft = z.infer<typeof eventPageDraftSchema>;
