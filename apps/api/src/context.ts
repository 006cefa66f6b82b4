/**
 * What every handler can reach: the dependencies the app was built with and the caller's identity.
 *
 * Imports point one way: routes and middleware import this file; what it names (configuration, auth, the job
 * queues and their handlers) never imports it, and takes what it needs as arguments instead, so what the app is
 * built from does not depend on what runs inside a request. `npm run check` fails on an import that closes a circle.
 */

import type { Database, DatabaseKind } from '@happenings/db/client';
import type { StaffRole } from '@happenings/domain/staff';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { HotAnswers } from './cache/hot-answers.ts';
import type { SharedCache } from './cache/shared-cache.ts';
import type { ApiConfig } from './env.ts';
import type { Auth } from './features/auth/auth.ts';
import type { JobEngine } from './jobs/job-engine.ts';
import type { ApiJobQueues } from './jobs/job-queues.ts';
import type { Logger } from './logging/logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ApiMetrics } from './metrics/api-metrics.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import type { SmsSender } from './sms/sms-sender.ts';

export interface AppDependencies {
  db: Database;
  dbKind: DatabaseKind;
  config: ApiConfig;
  mailer: Mailer;
  sms: SmsSender;
  rateLimiter: RateLimiter;
  /** Caches every server process shares (Redis, the server database, or memory when embedded). */
  cache: SharedCache;
  /**
   * Signed-out answers this process keeps in memory, dropped by the database's change notices
   * (cache/hot-answers.ts). Absent: every answer comes from the shared cache, checked against the database.
   */
  hotAnswers?: HotAnswers;
  /** Current time in epoch ms; tests pass a fixed clock. */
  clock: () => number;
  /**
   * Where handlers send background work (pg-boss, jobs/job-queues.ts): every server process has it. An app built
   * without it (tests of other features) does that work inside the request instead.
   */
  jobs?: Pick<JobEngine<ApiJobQueues>, 'sendJobWithin'>;
  /**
   * Whether this process's job engine is taking jobs (GET /api/v1/health/ready). Absent: the app has no engine and
   * does background work inside the requests, which no engine can hold up.
   */
  isJobEngineRunning?: () => boolean;
  /** Where log lines go (logging/logger.ts); absent: built from the configuration's LOG_LEVEL. */
  logger?: Logger;
  /** A span per request, when traces are exported (tracing/start-tracing.ts); absent: nothing is traced. */
  requestSpans?: MiddlewareHandler<AppEnv>;
  /** This process's metrics (metrics/api-metrics.ts); absent: nothing is measured (most tests). */
  metrics?: ApiMetrics;
}

export interface AppServices extends AppDependencies {
  auth: Auth;
  logger: Logger;
}

/** The signed-in caller as the API sees it. */
export interface SessionUser {
  id: string;
  numericId: number;
  email: string;
  emailVerified: boolean;
  name: string;
  username: string | null;
  image: string | null;
  phoneNumber: string | null;
  /** The staff roles the account holds (none for most people), read with the session on every request. */
  roles: StaffRole[];
}

export interface AppEnv {
  Variables: {
    services: AppServices;
    user: SessionUser | null;
    /** This request's id (http/request-log.ts), also in its answer's X-Request-Id. */
    requestId: string;
  };
}

export type App = OpenAPIHono<AppEnv>;
