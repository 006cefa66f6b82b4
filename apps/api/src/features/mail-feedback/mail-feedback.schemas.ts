/** Issue 27: what a mail provider reports to POST /api/v1/mail/feedback (delivery-report.ts reads the text forms). */
import { z } from 'zod';

const feedbackEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bounce'),
    email: z.email().max(320),
    /** transient bounces (mailbox full, greylisting) are counted by the provider's retries, not suppressed. */
    bounceType: z.enum(['permanent', 'transient']).default('permanent'),
    detail: z.string().max(500).optional(),
  }),
  z.object({
    type: z.literal('complaint'),
    email: z.email().max(320),
    detail: z.string().max(500).optional(),
  }),
  /** A mail to the List-Unsubscribe mailto, already read by the provider: the token from its subject. */
  z.object({ type: z.literal('unsubscribe'), token: z.string().min(10).max(200) }),
]);

export const mailFeedbackBodySchema = z
  .object({ events: z.array(feedbackEventSchema).min(1).max(1000) })
  .meta({ id: 'MailFeedbackRequest' });

export const mailFeedbackResultSchema = z
  .object({
    /** Addresses newly suppressed (bounces and complaints). */
    suppressed: z.number().int(),
    /** Subscriptions ended by a mailto unsubscribe. */
    unsubscribed: z.number().int(),
    /** Events that changed nothing: transient bounces, already suppressed addresses, unknown tokens. */
    ignored: z.number().int(),
  })
  .meta({ id: 'MailFeedbackResult' });
