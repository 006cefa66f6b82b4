/**
 * The API's configuration, read and validated once from the environment. Nothing else reads process.env.
 *
 * Signing secrets (docs/security.md#secrets): in production AUTH_SECRET and MEDIA_API_SECRET are the operator's own,
 * or the API does not start; anyone who knows one can forge what it signs, and a default written in this repository
 * is known to everyone. Elsewhere they are generated and kept in the data folder (development-secrets.ts).
 */
import path from 'node:path';
import { z } from 'zod';
import {
  generateSecret,
  SECRET_MIN_LENGTH,
  SIGNING_SECRETS,
  type SigningSecretName,
} from './development-secrets.ts';
import {
  type NewsletterSchedule,
  parseNewsletterSchedule,
} from './features/newsletter/newsletter-schedule.ts';
import { type MailConfig, mailEnvShape, readMailConfig } from './mail/mail-config.ts';
import { isProxyEntry } from './rate-limit/trusted-proxies.ts';

/** A yes/no variable; undefined when unset, so its default can depend on other variables. */
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => (value ? value === 'true' || value === '1' : undefined));

/** An http(s) URL, unset when empty (`OTEL_EXPORTER_OTLP_ENDPOINT=` in an env file). */
const optionalHttpUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url({ protocol: /^https?$/ }).optional(),
);

/** A secret; unset when empty (`AUTH_SECRET=` in an env file), so that production names it as missing. */
const secret = (minLength: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().min(minLength).optional());

/**
 * Values published with Happenings or its libraries (development defaults this repository once shipped,
 * better-auth's own fallback): a deployment running on one has no secret at all.
 */
const PUBLISHED_SECRETS = new Set([
  'happenings-development-secret-change-me',
  'happenings-dev-media-secret',
  'better-auth-secret-12345678901234567890',
]);

/** Why production refuses this value of a signing secret, or null when it is fine. */
function refuseInProduction(value: string | undefined): string | null {
  const howTo = 'set it to a random value of its own, e.g. `openssl rand -base64 32`';
  if (!value) return `required in production: ${howTo}`;
  if (PUBLISHED_SECRETS.has(value)) return `is a published default, known to anyone: ${howTo}`;
  if (value.length < SECRET_MIN_LENGTH)
    return `must be at least ${SECRET_MIN_LENGTH} characters in production: ${howTo}`;
  return null;
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** PostgreSQL server; without it the API runs on embedded PGlite under HAPPENINGS_DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  HAPPENINGS_DATA_DIR: z.string().default('./.data'),
  /** Public origin that links in e-mails point to (the website, which routes /api to this server). */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Signs sessions, mailed links, the __device cookie and challenges (what production asks: the file comment). */
  AUTH_SECRET: secret(16),
  /** spec §6: the session cookie's secure flag is set by environment (on by default when PUBLIC_URL is https). */
  COOKIE_SECURE: flag,
  /** Other origins (comma-separated) whose pages may write with the session cookie; PUBLIC_URL's always may. */
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** smtp://user:pass@host:port; without it mail goes to the outbox folder. */
  SMTP_URL: z.string().optional(),
  /**
   * Also keep every message sent over SMTP in the outbox folder: the browser tests send through a real SMTP server
   * and still read links from the outbox (apps/web/e2e/global-setup.ts). Off by default.
   */
  MAIL_OUTBOX_COPY: flag,
  MAIL_FROM: z.string().default('Happenings <hello@happenings.local>'),
  /** Bulk mail: DKIM, the newsletter's sending rate and batches, bounce reports (mail/mail-config.ts). */
  ...mailEnvShape,
  REDIS_URL: z.string().optional(),
  /** Expo's push service (the app's notifications); tests point it at a local stand-in. */
  EXPO_PUSH_URL: z.url({ protocol: /^https?$/ }).default('https://exp.host/--/api/v2/push/send'),
  /** Only when the Expo project turns on "enhanced security for push notifications". */
  EXPO_ACCESS_TOKEN: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  MEDIA_CLOUDNAME: z.string().default('happenings'),
  /** Names the uploader to the upload route, Cloudinary-style: handed to every signed-in client, not a secret. */
  MEDIA_API_KEY: z.string().default('happenings-dev-key'),
  /** Signs upload parameters (features/media/media-signature.ts); what production asks: the file comment. */
  MEDIA_API_SECRET: secret(8),
  /** S3-compatible object storage for media (all four of endpoint, bucket and keys); local disk without them. */
  MEDIA_S3_ENDPOINT: z.string().url().optional(),
  MEDIA_S3_BUCKET: z.string().optional(),
  MEDIA_S3_ACCESS_KEY: z.string().optional(),
  MEDIA_S3_SECRET_KEY: z.string().optional(),
  MEDIA_S3_REGION: z.string().default('us-east-1'),
  /** Size of the demo seeded on first start: 'test' is a tenth of it (browser tests). */
  SEED_SIZE: z.enum(['default', 'test']).default('default'),
  /**
   * How many of an untrusted account's first events an editor reviews before they are published (issue 23; 0 turns
   * review of newcomers off). 3: a spammer's first event is usually already spam, and one plausible event is cheap to
   * fake where three approved ones are not; a real host waits for three reviews at most, fewer once an editor marks
   * them trusted, and every later event publishes at once.
   */
  REVIEW_FIRST_EVENTS: z.coerce.number().int().min(0).max(100).default(3),
  /**
   * How many distinct accounts' reports hide an item until a moderator looks (issue 23; 0 never hides). 3: one
   * grudge or two friends cannot take something down, while a comment a whole thread finds abusive goes quickly.
   */
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(0).max(1000).default(3),
  /**
   * Accounts younger than this many days post comments, posts and roundups under tighter limits, and their comments
   * carrying a link wait for a moderator (issue 23 abuse defaults; 0 turns both off).
   */
  NEW_ACCOUNT_DAYS: z.coerce.number().min(0).max(365).default(3),
  /**
   * Notification e-mails one person gets in a day, all types together (issue 27). Each is already a digest of one
   * type for the day, so 4 leaves room for the reminders, the editors' decisions and what friends sent, while a
   * burst of activity cannot fill an inbox. Past the cap the notifications stay in the inbox, unmailed.
   */
  NOTIFICATION_EMAILS_PER_DAY: z.coerce.number().int().min(0).max(100).default(4),
  /** Push notifications one person gets in a day, all types together; digests too, more of them as they are lighter. */
  NOTIFICATION_PUSHES_PER_DAY: z.coerce.number().int().min(0).max(100).default(8),
  /**
   * When each location's newsletter issue goes out, in the location's own zone (issue 27): 'thu 08:00' for all, or
   * with entries for some ('thu 08:00,washington-dc=fri 07:30'). Thursday morning: read before the weekend is planned.
   */
  NEWSLETTER_SCHEDULE: z
    .string()
    .default('thu 08:00')
    .transform((value, context) => {
      try {
        return parseNewsletterSchedule(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Multiplies every rate limit (browser tests that sign many users up from one address set it high). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /**
   * Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR blocks): the website's server, which
   * `npm start` runs beside the API, hence loopback by default. Anyone else's X-Forwarded-For is ignored.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.1,::1')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyEntry), 'each entry must be an IP address or a CIDR block'),
  /**
   * Seed the demo data when the database is empty at start-up: by default everywhere but production, whose empty
   * database must not open with demo accounts whose password the README publishes.
   */
  SEED_ON_START: flag,
  /**
   * Let imports fetch loopback and private-network addresses (http/fetch-public-url.ts). Off unless set: a URL a
   * member pastes must not reach the servers behind the API; tests turn it on to import from a local server.
   */
  IMPORT_ALLOW_PRIVATE_ADDRESSES: flag,
  /**
   * Minutes between two fetches of a connected calendar (issue 26 Kept in sync). Hourly: Google Calendar itself
   * refreshes subscriptions about daily, and a host expects a change to show within the hour. A failing feed waits
   * longer, doubling up to a day (features/imports/calendar-sync-schedule.ts).
   */
  CALENDAR_SYNC_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /** Events read from one calendar; the rest are skipped and named in the report (a venue's year fits well within). */
  CALENDAR_EVENTS_PER_FEED: z.coerce.number().int().min(1).max(50_000).default(5000),
  /** Calendars one account may connect: each is fetched every hour on the site's behalf. */
  CALENDAR_FEEDS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(20),
  /** The least severe log line written (logging/logger.ts); 'silent' by default under NODE_ENV=test. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Readable log lines instead of JSON; by default only when stdout is a terminal (docs/operations.md). */
  LOG_PRETTY: flag,
  /**
   * An OpenTelemetry collector's OTLP/HTTP address (`http://collector:4318`): traces are posted to its /v1/traces
   * (docs/operations.md#traces). Unset: no tracing, and the SDK is never loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalHttpUrl,
  /** The traces endpoint in full, when it is not the address above + /v1/traces (OpenTelemetry's own variable). */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalHttpUrl,
  OTEL_SERVICE_NAME: z.string().min(1).default('happenings-api'),
  /** Share of the traces starting at the API that are kept; requests from the website follow its choice. */
  TRACES_SAMPLE_RATIO: z.coerce.number().min(0).max(1).default(1),
  /**
   * Serve this process's metrics for Prometheus at /metrics on this port (docs/operations.md#metrics); unset: not
   * served. A port of its own, never the public one; each process of a host needs its own.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address the metrics port listens on: loopback unless Prometheus scrapes from another host. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * What this process does (deploy/, docs/operations.md#processes): `all` serves HTTP and works the job queues (one
   * process is a whole Happenings); `api` serves HTTP and only sends jobs; `worker` works the queues and answers
   * only the health probes on PORT. Split them to scale requests and background work apart.
   */
  PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /**
   * On SIGTERM, how long readiness answers 503 (and every answer closes its connection) before the listener closes,
   * so a balancer polling readiness stops sending first. Default 5 s in production (nginx's upstream keep-alive of
   * deploy/nginx is shorter, so it holds no idle connection by then), 0 elsewhere (Ctrl-C).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).optional(),
  /** On SIGTERM, how long requests and jobs in flight may take to finish before the pools close anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
});

/** Production's demands on top: the operator's own signing secrets. */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (env.NODE_ENV !== 'production') return;
  for (const name of SIGNING_SECRETS) {
    const problem = refuseInProduction(env[name]);
    if (problem) context.addIssue({ code: 'custom', path: [name], message: problem });
  }
});

export type ApiEnv = z.infer<typeof envSchema>;

export interface ApiConfig {
  env: ApiEnv['NODE_ENV'];
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  authSecret: string;
  cookieSecure: boolean;
  /** Origins besides PUBLIC_URL's allowed to send cookie-authenticated writes (http/origin-check.ts). */
  trustedOrigins: string[];
  smtpUrl: string | undefined;
  /** MAIL_OUTBOX_COPY: messages sent over SMTP are also written to the outbox folder. */
  mailOutboxCopy: boolean;
  mailFrom: string;
  /** DKIM signing, the newsletter's rate and batch size, the feedback endpoint's secret (mail/mail-config.ts). */
  mail: MailConfig;
  outboxDir: string;
  redisUrl: string | undefined;
  /** Where push messages for the companion app are posted (jobs/send-push.job.ts). */
  expoPushUrl: string;
  expoAccessToken: string | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  apple: { clientId: string; clientSecret: string } | undefined;
  media: {
    cloudname: string;
    apiKey: string;
    apiSecret: string;
    dir: string;
    s3:
      | { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string }
      | undefined;
  };
  seedOnStart: boolean;
  seedSize: 'default' | 'test';
  rateLimitScale: number;
  /** NOTIFICATION_EMAILS_PER_DAY and NOTIFICATION_PUSHES_PER_DAY. */
  notificationEmailsPerDay: number;
  notificationPushesPerDay: number;
  /** NEWSLETTER_SCHEDULE: each location's weekly send time (features/newsletter/newsletter-schedule.ts). */
  newsletterSchedule: NewsletterSchedule;
  /** An untrusted account's first N events wait for an editor when published (features/staff, review rule). */
  reviewFirstEvents: number;
  /** Distinct reporters whose reports hide an item until a moderator looks (features/moderation); 0 never. */
  reportHideThreshold: number;
  /** Accounts younger than this (ms) post under the new-account limits and have links held (features/moderation). */
  newAccountMs: number;
  /** Addresses and CIDR blocks of the proxies whose X-Forwarded-For is believed (rate-limit/client-address.ts). */
  trustedProxies: string[];
  /** Imports may fetch loopback and private addresses (IMPORT_ALLOW_PRIVATE_ADDRESSES; off by default). */
  importAllowPrivateAddresses: boolean;
  /** Connected calendars (features/imports): CALENDAR_SYNC_MINUTES in ms, CALENDAR_EVENTS_PER_FEED, CALENDAR_FEEDS_PER_ACCOUNT. */
  calendarImports: { syncIntervalMs: number; eventsPerFeed: number; feedsPerAccount: number };
  /** Log lines (logging/logger.ts): their least severity, and readable text instead of JSON (unset: when a TTY). */
  log: { level: LogLevel; pretty: boolean | undefined };
  /** Where and how traces are exported (tracing/start-tracing.ts); undefined: tracing is off. */
  tracing: { tracesUrl: string; serviceName: string; sampleRatio: number } | undefined;
  /** Where Prometheus scrapes this process (metrics/metrics-server.ts); undefined: metrics are not served. */
  metrics: { port: number; host: string } | undefined;
  /** PROCESS_ROLE: serve HTTP and/or work the job queues (server.ts). */
  role: ApiEnv['PROCESS_ROLE'];
  /** SIGTERM (server.ts): readiness 503 for drainMs, then in-flight requests and jobs get at most timeoutMs. */
  shutdown: { drainMs: number; timeoutMs: number };
}

export type LogLevel = NonNullable<ApiEnv['LOG_LEVEL']>;

export interface LoadConfigOptions {
  /**
   * Outside production, where the signing secrets the environment lacks come from: the data folder's
   * (development-secrets.ts) when the server starts. Without it each is random for this configuration only (tests,
   * scripts that sign nothing).
   */
  developmentSecrets?: (
    dataDir: string,
    names: SigningSecretName[],
  ) => Partial<Record<SigningSecretName, string>>;
}

/** Parses an environment (process.env by default) into the API's configuration; throws naming bad variables. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): ApiConfig {
  const parsed = checkedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.HAPPENINGS_DATA_DIR);
  const secrets = readSigningSecrets(env, dataDir, options);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    authSecret: secrets.AUTH_SECRET,
    cookieSecure: env.COOKIE_SECURE ?? env.PUBLIC_URL.startsWith('https://'),
    trustedOrigins: env.TRUSTED_ORIGINS.map((origin) => new URL(origin).origin),
    smtpUrl: env.SMTP_URL || undefined,
    mailOutboxCopy: env.MAIL_OUTBOX_COPY ?? false,
    mailFrom: env.MAIL_FROM,
    mail: readMailConfig(env),
    outboxDir: path.join(dataDir, 'outbox'),
    redisUrl: env.REDIS_URL || undefined,
    expoPushUrl: env.EXPO_PUSH_URL,
    expoAccessToken: env.EXPO_ACCESS_TOKEN || undefined,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    apple:
      env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET
        ? { clientId: env.APPLE_CLIENT_ID, clientSecret: env.APPLE_CLIENT_SECRET }
        : undefined,
    media: {
      cloudname: env.MEDIA_CLOUDNAME,
      apiKey: env.MEDIA_API_KEY,
      apiSecret: secrets.MEDIA_API_SECRET,
      dir: path.join(dataDir, 'media'),
      s3: readMediaS3(env),
    },
    seedOnStart: env.SEED_ON_START ?? env.NODE_ENV !== 'production',
    seedSize: env.SEED_SIZE,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    notificationEmailsPerDay: env.NOTIFICATION_EMAILS_PER_DAY,
    notificationPushesPerDay: env.NOTIFICATION_PUSHES_PER_DAY,
    newsletterSchedule: env.NEWSLETTER_SCHEDULE,
    reviewFirstEvents: env.REVIEW_FIRST_EVENTS,
    reportHideThreshold: env.REPORT_HIDE_THRESHOLD,
    newAccountMs: env.NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000,
    trustedProxies: env.TRUSTED_PROXIES,
    importAllowPrivateAddresses: env.IMPORT_ALLOW_PRIVATE_ADDRESSES ?? false,
    calendarImports: {
      syncIntervalMs: env.CALENDAR_SYNC_MINUTES * 60_000,
      eventsPerFeed: env.CALENDAR_EVENTS_PER_FEED,
      feedsPerAccount: env.CALENDAR_FEEDS_PER_ACCOUNT,
    },
    // Tests are quiet unless asked: their output is the test runner's.
    log: { level: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'), pretty: env.LOG_PRETTY },
    tracing: readTracing(env),
    metrics: env.METRICS_PORT ? { port: env.METRICS_PORT, host: env.METRICS_HOST } : undefined,
    role: env.PROCESS_ROLE,
    shutdown: {
      drainMs: (env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0)) * 1000,
      timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
  };
}

/** The environment's signing secrets (production has them all: the schema says so), else kept or random ones. */
function readSigningSecrets(
  env: ApiEnv,
  dataDir: string,
  options: LoadConfigOptions,
): Record<SigningSecretName, string> {
  const missing = SIGNING_SECRETS.filter((name) => !env[name]);
  const kept = missing.length > 0 ? (options.developmentSecrets?.(dataDir, missing) ?? {}) : {};
  const pick = (name: SigningSecretName) => env[name] ?? kept[name] ?? generateSecret();
  return { AUTH_SECRET: pick('AUTH_SECRET'), MEDIA_API_SECRET: pick('MEDIA_API_SECRET') };
}

/** OpenTelemetry's rule: the traces endpoint as given, else the collector's address + /v1/traces. */
function readTracing(env: ApiEnv): ApiConfig['tracing'] {
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, '');
  const tracesUrl = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base ? `${base}/v1/traces` : undefined);
  if (!tracesUrl) return undefined;
  return { tracesUrl, serviceName: env.OTEL_SERVICE_NAME, sampleRatio: env.TRACES_SAMPLE_RATIO };
}

function readMediaS3(env: ApiEnv): ApiConfig['media']['s3'] {
  const { MEDIA_S3_ENDPOINT: endpoint, MEDIA_S3_BUCKET: bucket } = env;
  const { MEDIA_S3_ACCESS_KEY: accessKeyId, MEDIA_S3_SECRET_KEY: secretAccessKey } = env;
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) return undefined;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new Error(
      'Invalid environment: MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY and MEDIA_S3_SECRET_KEY go together',
    );
  }
  return { endpoint, bucket, accessKeyId, secretAccessKey, region: env.MEDIA_S3_REGION };
}
