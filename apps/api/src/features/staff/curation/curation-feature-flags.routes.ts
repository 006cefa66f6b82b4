/**
 * The spec §3 feature flags (showNoahContestAsCompleted, showNoahContestWebPage) in the remote config store: an
 * admin reads and switches them (they are product switches, not editorial content, so editors do not). GET
 * /api/v1/config and the contest calls read the store on every request, so clients see a switch at once. The
 * switch and its audit row (SET_FEATURE_FLAGS, the flags that changed before and after) are one transaction.
 */
import { listRemoteConfig, setRemoteConfigFlags } from '@happenings/db/config';
import type { FeatureFlags } from '@happenings/domain/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { App } from '../../../context.ts';
import { errorResponses, json } from '../../../http/openapi-responses.ts';
import { validated } from '../../../http/validated.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { readFeatureFlags } from '../../config/feature-flags.ts';
import { featureFlagsBodySchema, staffFeatureFlagsSchema } from './curation.schemas.ts';

const tags = ['Staff'];
const path = '/api/v1/staff/curation/feature-flags';

const readRoute = createRoute({
  method: 'get',
  path,
  tags,
  summary: 'The feature flags as clients read them (admin)',
  security: [{ bearer: [] }],
  responses: { 200: json(staffFeatureFlagsSchema, 'The flags'), ...errorResponses(401, 403, 404) },
});

const setRoute = createRoute({
  method: 'put',
  path,
  tags,
  summary: 'Switch feature flags on or off; flags not sent keep their value (admin)',
  security: [{ bearer: [] }],
  request: { body: { required: true, ...json(featureFlagsBodySchema, 'The flags to set') } },
  responses: { 200: json(staffFeatureFlagsSchema, 'The flags now'), ...errorResponses(400, 401, 403, 404) },
});

export function registerCurationFeatureFlagsRoutes(app: App): void {
  app.openapi(readRoute, async (c) => {
    const flags = readFeatureFlags(await listRemoteConfig(c.get('services').db));
    return c.json(validated(staffFeatureFlagsSchema, flags), 200);
  });

  app.openapi(setRoute, async (c) => {
    const admin = requireUser(c);
    const body = c.req.valid('json');
    const { db, clock } = c.get('services');
    const values = Object.fromEntries(
      Object.entries(body).filter(([, value]) => typeof value === 'boolean'),
    ) as Partial<FeatureFlags>;
    await setRemoteConfigFlags(db, {
      actorId: admin.id,
      values: values as Record<string, boolean>,
      current: (stored) => readFeatureFlags(stored),
      now: new Date(clock()),
    });
    const flags = readFeatureFlags(await listRemoteConfig(db));
    return c.json(validated(staffFeatureFlagsSchema, flags), 200);
  });
}
