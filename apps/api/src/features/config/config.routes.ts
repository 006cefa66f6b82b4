/**
 * spec §3 remote config, readable by every client (signed in or not): GET /api/v1/config answers the feature
 * flags (a flag missing from the store, or not a boolean, is off), the active feature tags, and which social
 * sign-in providers (spec §1 Google, Apple) are configured, so clients show only the buttons that work.
 */
import { listActiveFeatureTags, listRemoteConfig } from '@happenings/db/config';
import { LOCATION_SLUGS, resolveLocationSlug } from '@happenings/domain/locations';
import { apiErrorBodySchema, featureFlagsSchema } from '@happenings/domain/schemas';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App } from '../../context.ts';
import { validated } from '../../http/validated.ts';
import { readFeatureFlags } from './feature-flags.ts';

const featureTagSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    /** Null: shown in every location. */
    location: z.enum(LOCATION_SLUGS).nullable(),
    position: z.int(),
  })
  .meta({ id: 'FeatureTag' });

const configSchema = z
  .object({
    featureFlags: featureFlagsSchema.meta({ id: 'FeatureFlags' }),
    featureTags: z.array(featureTagSchema),
    authProviders: z.object({ google: z.boolean(), apple: z.boolean() }).meta({ id: 'AuthProviders' }),
  })
  .meta({ id: 'RemoteConfig' });

const route = createRoute({
  method: 'get',
  path: '/api/v1/config',
  tags: ['Other'],
  summary: 'Feature flags and feature tags (spec §3 remote config)',
  request: {
    query: z.object({
      location: z
        .string()
        .refine((value) => resolveLocationSlug(value) !== null, {
          message: 'Expected boston-ma or washington-dc',
        })
        .optional()
        .meta({ description: 'Only the feature tags of this location (and site-wide ones)' }),
    }),
  },
  responses: {
    200: { description: 'The configuration', content: { 'application/json': { schema: configSchema } } },
    400: {
      description: 'Invalid query (the field is named)',
      content: { 'application/json': { schema: apiErrorBodySchema } },
    },
  },
});

export function registerConfigRoutes(app: App): void {
  app.openapi(route, async (c) => {
    const { location } = c.req.valid('query');
    const { db, config } = c.get('services');
    const locationSlug = location === undefined ? undefined : resolveLocationSlug(location)!;
    const [values, tags] = await Promise.all([listRemoteConfig(db), listActiveFeatureTags(db, locationSlug)]);
    return c.json(
      validated(configSchema, {
        featureFlags: readFeatureFlags(values),
        featureTags: tags.map((tag) => ({
          id: tag.id,
          slug: tag.slug,
          name: tag.name,
          location: tag.locationSlug as (typeof LOCATION_SLUGS)[number] | null,
          position: tag.position,
        })),
        authProviders: { google: Boolean(config.google), apple: Boolean(config.apple) },
      }),
      200,
    );
  });
}
