/**
 * Builds the API: one Hono app serving /api/auth (better-auth), /api/v1 and /api/v2, and the OpenAPI document.
 * Every dependency is passed in, so tests build the same app over a fresh database.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDependencies, AppEnv, AppServices } from './context.ts';
import { handleError, handleNotFound, validationHook } from './errors/error-handler.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { createAuth } from './features/auth/auth.ts';
import { sessionMiddleware } from './features/auth/session.middleware.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
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
  registerOpenApiRoutes(app);
  return app;
}
