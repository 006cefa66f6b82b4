/**
 * An operator follows one page view through the services (docs/operations.md#traces): with
 * OTEL_EXPORTER_OTLP_ENDPOINT set, the website's production server and the API on PostgreSQL send their spans to a
 * local collector, and the home page's trace holds the page view, the API requests its render made (named by route
 * template) and their PostgreSQL statements, each the child of the one before.
 *
 * The suite's own API runs on embedded PGlite, which is not traced: this test starts its own API on a scratch
 * PostgreSQL database and its own website server in front of it, both from the sources the suite runs.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot, webDir, webServer } from '../scripts/build-freshness.mjs';
import { type OtlpCollector, type ReceivedSpan, startOtlpCollector } from './support/otlp-collector';
import { expect, test } from './support/test';

const POSTGRES = { host: '127.0.0.1', port: '5432', user: 'postgres' };
const SERVER_KIND = 2;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function postgresCommand(command: 'createdb' | 'dropdb', args: string[]): void {
  const result = spawnSync(
    command,
    ['-h', POSTGRES.host, '-p', POSTGRES.port, '-U', POSTGRES.user, ...args],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
}

async function waitUntilOk(url: string, child: ChildProcess, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode}; see test-results/servers`);
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}

const logDir = path.join(webDir, 'test-results/servers');
function start(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, `${name}.log`));
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

let collector: OtlpCollector;
let database: string;
let dataDir: string;
let api: ChildProcess | undefined;
let web: ChildProcess | undefined;
let siteUrl: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  collector = await startOtlpCollector();
  database = `trace_e2e_${randomBytes(4).toString('hex')}`;
  postgresCommand('createdb', [database]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'happenings-trace-e2e-'));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  siteUrl = `http://127.0.0.1:${webPort}`;
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url };
  api = start('api-traced', ['--import', 'tsx', 'apps/api/src/server.ts'], repositoryRoot, {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(apiPort),
    DATABASE_URL: `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${database}`,
    HAPPENINGS_DATA_DIR: dataDir,
    PUBLIC_URL: siteUrl,
    SEED_ON_START: 'false',
    ...tracing,
  });
  web = start('web-traced', [webServer, '--port', String(webPort), '--hostname', '127.0.0.1'], webDir, {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    API_URL: apiUrl,
    SITE_URL: siteUrl,
    ...tracing,
  });
  await waitUntilOk(`${apiUrl}/api/v1/health`, api, 'the traced API', 180_000);
  await waitUntilOk(`${siteUrl}/robots.txt`, web, 'the traced website', 60_000);
});

test.afterAll(async () => {
  await Promise.all([stop(web), stop(api)]);
  // What the collector received, beside the two servers' logs, for whoever reads a failure.
  if (collector)
    writeFileSync(path.join(logDir, 'traced-spans.json'), JSON.stringify(collector.spans, null, 1));
  await collector?.close();
  if (database) postgresCommand('dropdb', ['--if-exists', '--force', database]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The home page's trace: its page view at the website (Next's spans inside it), the API requests its render made,
 * each the child of a website span, and their PostgreSQL statements, children of the requests.
 */
function findPageViewTrace(spans: ReceivedSpan[]) {
  const view = spans.find(
    (span) => span.service === 'happenings-web' && !span.parentSpanId && span.name === 'GET /',
  );
  if (!view) return null;
  const trace = spans.filter((span) => span.traceId === view.traceId);
  const websiteSpanIds = new Set(
    trace.filter((span) => span.service === 'happenings-web').map((span) => span.spanId),
  );
  const requests = trace.filter(
    (span) =>
      span.service === 'happenings-api' &&
      span.kind === SERVER_KIND &&
      websiteSpanIds.has(span.parentSpanId ?? ''),
  );
  const queries = trace.filter(
    (span) =>
      span.attributes['db.system.name'] === 'postgresql' &&
      requests.some((request) => request.spanId === span.parentSpanId),
  );
  return queries.length > 0 ? { view, requests, queries } : null;
}

test('the spans of one page view reach the collector: website → API → PostgreSQL in one trace', async ({
  browser,
}) => {
  const visitor = await browser.newContext({ baseURL: siteUrl });
  const page = await visitor.newPage();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.close();

  // Both processes send their spans in batches, every 5 s.
  await expect.poll(() => findPageViewTrace(collector.spans) !== null, { timeout: 20_000 }).toBe(true);
  const { view, requests, queries } = findPageViewTrace(collector.spans)!;
  // Named by the route template Next matched, as the API's spans are.
  expect(view).toMatchObject({ name: 'GET /', kind: SERVER_KIND });
  expect(view.attributes['http.response.status_code']).toBe(200);
  // The home page's streams come from one API call (spec §2).
  expect(requests.map((request) => request.name)).toContain('GET /api/v1/discover');
  for (const request of requests) {
    expect(request.name).toMatch(/^GET \/api\/v[12]\/\S+$/);
    expect(request.name).toBe(`GET ${request.attributes['http.route']}`);
  }
  for (const query of queries) {
    expect(query.service).toBe('happenings-api');
    expect(String(query.attributes['db.query.text'])).toMatch(/\b(select|insert|update|delete|with)\b/i);
  }
});
