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
  .object({
    subscribed: z.boolean(),
    location: z.enum(LOCATION_SLUGS).nullable(),
    /**
     * The newsletter subscription of the account's address: confirmed at once when the address is verified,
     * else pending until the link mailed to it is followed; null when opted out.
     */
    newsletter: z.enum(['pending', 'confirmed']).nullable(),
  })
  .meta({ id: 'EmailMarketing' });

export const newsletterSubscribeBodySchema = z
  .object({ email: emailSchema, location: locationBodySchema.optional() })
  .meta({ id: 'NewsletterSubscribeRequest' });

export const newsletterSubscriptionSchema = z
  .object({
    email: z.string(),
    location: z.enum(LOCATION_SLUGS).nullable(),
    /**
     * pending: waiting for the address to follow the link mailed to it (a sign-up always answers pending, so it
     * does not tell whether an address is already on the list); confirmed: it receives the newsletter;
     * unsubscribed: it does not any more.
     */
    status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  })
  .meta({ id: 'NewsletterSubscription' });

export const newsletterTokenBodySchema = z
  .object({ token: z.string().min(1).max(200) })
  .meta({ id: 'NewsletterTokenRequest' });

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
