/**
 * The API's metrics as Prometheus scrapes them (docs/operations.md#metrics): after a few requests and jobs, the
 * metrics port answers every family the operations guide names, routes by template only, and the public app has no
 * metrics path. Real parts: the app over a real database, pg-boss jobs, a stand-in Expo service on a local port.
 */
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { JOB_QUEUES } from '../jobs/job-queues.ts';
import { NOTIFICATION_PUSHES_JOB } from '../jobs/notification-pushes.job.ts';
import { runJobOnce } from '../jobs/run-job-once.ts';
import { SEND_EMAIL_JOB } from '../jobs/send-email.job.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { type ExpoPushCapture, startExpoPushCapture } from '../testing/expo-push-capture.ts';
import { jsonRequest, signUp } from '../testing/sign-up.ts';
import { type ApiMetrics, createApiMetrics } from './api-metrics.ts';
import { type MetricsServer, startMetricsServer } from './metrics-server.ts';

let t: TestApp;
let expo: ExpoPushCapture;
let metrics: ApiMetrics;
let server: MetricsServer;

beforeAll(async () => {
  expo = await startExpoPushCapture();
  metrics = createApiMetrics({ withProcessMetrics: true });
  t = await createTestApp({
    env: { RATE_LIMIT_SCALE: '100', EXPO_PUSH_URL: expo.url },
    withJobs: true,
    withHotAnswers: true,
    metrics,
  });
  // As server.ts does once its stores are open.
  metrics.observeServices({
    database: t.database,
    cache: t.deps.cache,
    jobs: t.jobs!.engine,
    queues: Object.keys(JOB_QUEUES),
  });
  await makeLocation(t.database.db);
  server = await startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  await t?.close();
  await expo?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of the first sample of `name` whose labels include all of `labels`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{.*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const block = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => block.includes(`${key}="${value}"`))) {
      return Number(match[3]);
    }
  }
  return undefined;
}

async function waitForSample(name: string, labels: Record<string, string>): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const text = await scrape();
    if (sample(text, name, labels) !== undefined || Date.now() > deadline) return text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the API metrics', () => {
  it('serve every family after requests and jobs, on their own port only', async () => {
    // Requests: a signed-out event twice (kept answer missed, then hit), once from a second process that shares
    // only the cache (a shared-cache hit), and a path no route has.
    const event = await makeExperience(t.database.db, { name: 'Metered concert' });
    // The insert's change notice, heard before the first answer is kept (PostgreSQL delivers it asynchronously).
    await t.deps.hotAnswers?.settle();
    const path = `/api/v1/experiences/${event.id}`;
    expect((await t.app.request(path)).status).toBe(200);
    expect((await t.app.request(path)).status).toBe(200);
    const otherProcess = createApp({ ...t.deps, hotAnswers: undefined, metrics });
    expect((await otherProcess.request(path)).status).toBe(200);
    expect((await t.app.request('/api/v1/scanner-probe-4f9a/wp-login.php')).status).toBe(404);

    // Jobs: an e-mail, a push Expo takes, and one it refuses (the job fails and is retried later).
    const engine = t.jobs!.engine;
    const mailId = await engine.sendJob(SEND_EMAIL_JOB, {
      to: 'metrics-reader@example.com',
      subject: 'Counted',
      text: 'One e-mail for the metrics.',
    });
    expect(await engine.waitForJob(SEND_EMAIL_JOB, mailId!)).toBe('completed');
    const ana = await signUp(t, { name: 'Ana' });
    const withDevice = async (name: string) => {
      const user = await signUp(t, { name });
      const device = { token: `ExponentPushToken[metrics-${name}-${Date.now()}]`, platform: 'ios' };
      const res = await t.app.request(
        '/api/v1/push-notifications/devices',
        jsonRequest('PUT', device, user.headers),
      );
      expect(res.status).toBeLessThan(300);
      return user;
    };
    const followedBy = async (whom: { id: string }, who: { headers: Record<string, string> }) => {
      const res = await t.app.request(
        `/api/v1/follows/users/${whom.id}`,
        jsonRequest('POST', {}, who.headers),
      );
      expect(res.status).toBeLessThan(300);
    };
    await followedBy(await withDevice('Bo'), ana);
    expect(await runJobOnce(engine, NOTIFICATION_PUSHES_JOB)).toBe('completed');
    await waitForSample('happenings_pushes_total', { outcome: 'sent' });
    expo.failWith = 503;
    await followedBy(await withDevice('Dee'), ana);
    expect(await runJobOnce(engine, NOTIFICATION_PUSHES_JOB)).toBe('completed');
    const text = await waitForSample('happenings_job_failures_total', { queue: 'send-push' });
    expo.failWith = null;

    const eventRoute = { route: '/api/v1/experiences/:id', status: '200', method: 'GET' };
    expect(sample(text, 'happenings_http_request_duration_seconds_count', eventRoute)).toBe(3);
    expect(
      sample(text, 'happenings_http_request_duration_seconds_bucket', { ...eventRoute, le: '+Inf' }),
    ).toBe(3);
    expect(sample(text, 'happenings_http_request_duration_seconds_count', { route: '(unmatched)' })).toBe(1);
    // Never a raw path: neither the event's id nor the scanner's path grows a series.
    expect(text).not.toContain(event.id);
    expect(text).not.toContain('scanner-probe');

    expect(sample(text, 'happenings_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'happenings_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(text, 'happenings_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
    } else {
      // PGlite has one in-process connection and no pool: the family is there without samples.
      expect(text).toContain('# TYPE happenings_db_pool_connections gauge');
    }
    expect(sample(text, 'happenings_kept_answers_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'happenings_kept_answers_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    const detail = { namespace: 'experience-detail' };
    expect(sample(text, 'happenings_shared_cache_requests_total', { ...detail, result: 'miss' })).toBe(1);
    expect(sample(text, 'happenings_shared_cache_requests_total', { ...detail, result: 'hit' })).toBe(1);

    for (const queue of Object.keys(JOB_QUEUES)) {
      expect(sample(text, 'happenings_job_queue_waiting', { queue })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'happenings_job_queue_oldest_waiting_seconds', { queue })).toBeGreaterThanOrEqual(
        0,
      );
    }
    const sent = { queue: 'send-email', outcome: 'completed' };
    expect(sample(text, 'happenings_job_duration_seconds_count', sent)).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'happenings_job_duration_seconds_count', { queue: 'send-push', outcome: 'failed' }),
    ).toBe(1);
    expect(sample(text, 'happenings_job_failures_total', { queue: 'send-push' })).toBe(1);
    expect(sample(text, 'happenings_emails_total', { outcome: 'sent' })).toBe(1);
    expect(sample(text, 'happenings_pushes_total', { outcome: 'sent' })).toBe(1);
    expect(sample(text, 'happenings_pushes_total', { outcome: 'failed' })).toBe(1);

    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes', { service: 'api' })).toBeGreaterThan(0);
  });

  it('are not on the public site, and the metrics port answers nothing else', async () => {
    expect((await t.app.request('/metrics')).status).toBe(404);
    expect((await t.app.request('/api/v1/metrics')).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(405);
  });
});
