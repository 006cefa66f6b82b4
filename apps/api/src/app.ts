/**
 * Builds the API: one Hono app serving /api/auth (better-auth), /api/v1 and /api/v2, and the OpenAPI document.
 * Every dependency is passed in, so tests build the same app over a fresh database.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDependencies, AppEnv, AppServices } from './context.ts';
import { handleError, handleNotFound, validationHook } from './errors/error-handler.ts';
import { registerActivityRoutes } from './features/activity/activity.routes.ts';
import { registerAnalyticsRoutes } from './features/analytics/analytics.routes.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { createAuth } from './features/auth/auth.ts';
import { sessionMiddleware } from './features/auth/session.middleware.ts';
import { registerCategoriesRoutes } from './features/categories/categories.routes.ts';
import { registerConfigRoutes } from './features/config/config.routes.ts';
import { registerDiscoverRoutes } from './features/discover/discover.routes.ts';
import { registerEventsRoutes } from './features/events/events.routes.ts';
import { registerExperiencesRoutes } from './features/experiences/experiences.routes.ts';
import { registerFollowsRoutes } from './features/follows/follows.routes.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { registerInterestedRoutes } from './features/interested/interested.routes.ts';
import { registerMediaRoutes } from './features/media/media.routes.ts';
import { registerNewsletterRoutes } from './features/newsletter/newsletter.routes.ts';
import { registerPlacesRoutes } from './features/places/places.routes.ts';
import { registerPostsRoutes } from './features/posts/posts.routes.ts';
import { registerRecommendationsRoutes } from './features/recommendations/recommendations.routes.ts';
import { registerSearchRoutes } from './features/search/search.routes.ts';
import { registerUsersRoutes } from './features/users/users.routes.ts';
import { registerOpenApiRoutes } from './http/openapi.ts';

export function createApp(dependencies: AppDependencies) {
  const services: AppServices = { ...dependencies, auth: createAuth(dependencies) };
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });
  app.use('/api/v1/*', sessionMiddleware);
  app.use('/api/v2/*', sessionMiddleware);

  registerAuthRoutes(app);
  registerHealthRoutes(app);
  registerAnalyticsRoutes(app);
  registerUsersRoutes(app);
  registerFollowsRoutes(app);
  registerPostsRoutes(app);
  registerActivityRoutes(app);
  registerExperiencesRoutes(app);
  registerEventsRoutes(app);
  registerInterestedRoutes(app);
  registerPlacesRoutes(app);
  registerDiscoverRoutes(app);
  registerSearchRoutes(app);
  registerRecommendationsRoutes(app);
  registerCategoriesRoutes(app);
  registerConfigRoutes(app);
  registerNewsletterRoutes(app);
  registerMediaRoutes(app);
  registerOpenApiRoutes(app);
  return app;
}
