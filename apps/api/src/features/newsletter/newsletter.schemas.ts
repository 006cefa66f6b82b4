/**
 * spec §7 POST /api/v1/users/email-marketing, the newsletter sign-up of spec §2 (/newsletter,
 * /{location}/newsletter) and region interest (POST /api/next/region-interest forwards to /api/v1/region-interest).
 */
import { LOCATION_SLUGS, resolveLocationSlug } from '@happenings/domain/locations';
import { z } from 'zod';

const locationBodySchema = z.string().refine((value) => resolveLocationSlug(value) !== null, {
  message: `Expected one of ${LOCATION_SLUGS.join(', ')} (or the city: boston, washington-dc)`,
});

const emailSchema = z.email('Expected an e-mail address').max(254);

export const emailMarketingBodySchema = z
  .object({ subscribed: z.boolean(), location: locationBodySchema.optional() })
  .meta({ id: 'EmailMarketingRequest' });

export const emailMarketingResponseSchema = z
  .object({ subscribed: z.boolean(), location: z.enum(LOCATION_SLUGS).nullable() })
  .meta({ id: 'EmailMarketing' });

export const newsletterSubscribeBodySchema = z
  .object({ email: emailSchema, location: locationBodySchema.optional() })
  .meta({ id: 'NewsletterSubscribeRequest' });

export const newsletterSubscriptionSchema = z
  .object({
    email: z.string(),
    location: z.enum(LOCATION_SLUGS).nullable(),
    subscribed: z.literal(true),
    /** False when the address was already subscribed (the call is idempotent). */
    created: z.boolean(),
  })
  .meta({ id: 'NewsletterSubscription' });

export const regionInterestBodySchema = z
  .object({
    email: emailSchema,
    region: z
      .string()
      .trim()
      .min(2)
      .max(80)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} ,.'-]*$/u, 'Expected a region name or slug such as washington-dc'),
  })
  .meta({ id: 'RegionInterestRequest' });

export const regionInterestSchema = z
  .object({ email: z.string(), region: z.string(), created: z.boolean() })
  .meta({ id: 'RegionInterest' });
