/**
 * Builds the API: one Hono app serving /api/auth (better-auth), /api/v1 and /api/v2, and the OpenAPI document.
 * Every dependency is passed in, so tests build the same app over a fresh database.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDependencies, AppEnv, AppServices } from './context.ts';
import { handleError, handleNotFound, validationHook } from './errors/error-handler.ts';
import { registerActivityRoutes } from './features/activity/activity.routes.ts';
import { registerAnalyticsRoutes } from './features/analytics/analytics.routes.ts';
import { registerAppSignInRoutes } from './features/auth/app-sign-in.routes.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { createAuth } from './features/auth/auth.ts';
import { sessionMiddleware } from './features/auth/session.middleware.ts';
import { registerCalendarFeedTokensRoutes } from './features/calendar-feeds/calendar-feed-tokens.routes.ts';
import { registerCalendarFeedsRoutes } from './features/calendar-feeds/calendar-feeds.routes.ts';
import { registerCategoriesRoutes } from './features/categories/categories.routes.ts';
import { registerCollectionsRoutes } from './features/collections/collections.routes.ts';
import { registerCommentReactionsRoutes } from './features/comments/comment-reactions.routes.ts';
import { registerCommentsRoutes } from './features/comments/comments.routes.ts';
import { registerConfigRoutes } from './features/config/config.routes.ts';
import { registerContactsRoutes } from './features/contacts/contacts.routes.ts';
import { registerContestsRoutes } from './features/contests/contests.routes.ts';
import { registerDiscoverRoutes } from './features/discover/discover.routes.ts';
import { registerEventClustersRoutes } from './features/events/event-clusters.routes.ts';
import { registerEventsRoutes } from './features/events/events.routes.ts';
import { registerExperienceSharesRoutes } from './features/experiences/experience-shares.routes.ts';
import { registerExperiencesRoutes } from './features/experiences/experiences.routes.ts';
import { registerHostedExperiencesRoutes } from './features/experiences/hosted-experiences.routes.ts';
import { registerFollowsRoutes } from './features/follows/follows.routes.ts';
import { registerPlaceHostFollowsRoutes } from './features/follows/place-host-follows.routes.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { registerHealthProbeRoutes } from './features/health/health-probes.routes.ts';
import { registerHostsRoutes } from './features/hosts/hosts.routes.ts';
import { registerImportsRoutes } from './features/imports/imports.routes.ts';
import { registerInterestedRoutes } from './features/interested/interested.routes.ts';
import { registerMailFeedbackRoutes } from './features/mail-feedback/mail-feedback.routes.ts';
import { MEDIA_UPLOAD_PATH, registerMediaRoutes } from './features/media/media.routes.ts';
import { registerNewsletterRoutes } from './features/newsletter/newsletter.routes.ts';
import { registerNewsletterIssuesRoutes } from './features/newsletter/newsletter-issues.routes.ts';
import { registerNewsletterOneClickRoutes } from './features/newsletter/newsletter-one-click.routes.ts';
import { registerNewsletterSubscriptionsRoutes } from './features/newsletter/newsletter-subscriptions.routes.ts';
import { registerNotificationOneClickRoutes } from './features/notifications/notification-one-click.routes.ts';
import { registerNotificationPreferencesRoutes } from './features/notifications/notification-preferences.routes.ts';
import { registerNotificationsRoutes } from './features/notifications/notifications.routes.ts';
import { registerPlacesRoutes } from './features/places/places.routes.ts';
import { registerPostsRoutes } from './features/posts/posts.routes.ts';
import { registerPushDevicesRoutes } from './features/push/push-devices.routes.ts';
import { registerRecommendationsRoutes } from './features/recommendations/recommendations.routes.ts';
import { registerRoundupsRoutes } from './features/roundups/roundups.routes.ts';
import { registerSearchRoutes } from './features/search/search.routes.ts';
import { registerStaffRoutes } from './features/staff/staff.routes.ts';
import { registerUsersRoutes } from './features/users/users.routes.ts';
import { accessGuard, assertAccessPolicyCovers } from './http/access-guard.ts';
import { compression } from './http/compression.ts';
import { keptAnswers } from './http/kept-answers.ts';
import { registerOpenApiRoutes } from './http/openapi.ts';
import { originCheck, trustedCors } from './http/origin-check.ts';
import { requestGuards } from './http/request-guards.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createLogger } from './logging/logger.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function createApp(dependencies: AppDependencies) {
  const logger = dependencies.logger ?? createLogger(dependencies.config.log);
  const services: AppServices = { ...dependencies, logger, auth: createAuth({ ...dependencies, logger }) };
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.onError(handleError);
  app.notFound(handleNotFound);
  // Before everything, so that the request's log line, its queries and its refusals all fall inside its span.
  if (dependencies.requestSpans) app.use('*', dependencies.requestSpans);
  // First, so that its duration and status are those of everything below, refusals included.
  app.use('*', requestLog(logger, dependencies.metrics));
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
    // A write's answer leaves once this process has noticed what it changed (cache/hot-answers.ts).
    if (services.hotAnswers && UNSAFE_METHODS.has(c.req.method)) await services.hotAnswers.settle();
  });
  app.use('*', keptAnswers(services));
  app.use('*', compression);
  app.use('*', securityHeaders);
  // The guards read (or drop) a body before anything may answer early, so every refusal after them, a cross-origin
  // 403 included, leaves a kept-alive connection ready for the next request.
  app.use('*', requestGuards({ ownBodyLimitPaths: [MEDIA_UPLOAD_PATH] }));
  app.use('/api/*', trustedCors);
  app.use('/api/*', originCheck);
  app.use('/api/v1/*', sessionMiddleware);
  app.use('/api/v2/*', sessionMiddleware);
  app.use('/api/v1/*', accessGuard);
  app.use('/api/v2/*', accessGuard);

  registerAuthRoutes(app);
  registerAppSignInRoutes(app);
  registerHealthRoutes(app);
  registerHealthProbeRoutes(app);
  registerAnalyticsRoutes(app);
  registerUsersRoutes(app);
  registerFollowsRoutes(app);
  registerPlaceHostFollowsRoutes(app);
  registerContactsRoutes(app);
  registerContestsRoutes(app);
  registerPostsRoutes(app);
  registerActivityRoutes(app);
  registerHostedExperiencesRoutes(app);
  registerExperiencesRoutes(app);
  registerExperienceSharesRoutes(app);
  registerEventsRoutes(app);
  registerEventClustersRoutes(app);
  registerInterestedRoutes(app);
  registerPlacesRoutes(app);
  registerHostsRoutes(app);
  registerCollectionsRoutes(app);
  registerCalendarFeedsRoutes(app);
  registerCalendarFeedTokensRoutes(app);
  registerImportsRoutes(app);
  registerRoundupsRoutes(app);
  registerCommentsRoutes(app);
  registerCommentReactionsRoutes(app);
  registerDiscoverRoutes(app);
  registerSearchRoutes(app);
  registerRecommendationsRoutes(app);
  registerCategoriesRoutes(app);
  registerConfigRoutes(app);
  registerNewsletterRoutes(app);
  registerNewsletterIssuesRoutes(app);
  registerNewsletterOneClickRoutes(app);
  registerNewsletterSubscriptionsRoutes(app);
  registerMailFeedbackRoutes(app);
  registerNotificationOneClickRoutes(app);
  registerNotificationsRoutes(app);
  registerNotificationPreferencesRoutes(app);
  registerPushDevicesRoutes(app);
  registerMediaRoutes(app);
  registerStaffRoutes(app);
  registerOpenApiRoutes(app);
  assertAccessPolicyCovers(app);
  return app;
}
