/**
 * Starts what the browser tests need and returns the teardown: the API (apps/api) on a fresh temporary
 * HAPPENINGS_DATA_DIR (migrated, and seeded when the API seeds on start) and the production build of the website
 * (built first when missing or stale), each on a free port. Logs go to test-results/servers/*.log.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nextBin, reasonToBuild, repositoryRoot, webDir, webServer } from '../scripts/build-freshness.mjs';
import { startSmtpServer } from './support/smtp-server.ts';
import { startTileServer } from './support/tile-server.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForUrl(url: string, timeoutMs: number, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode}; see test-results/servers`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}

function startProcess(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, logDir: string) {
  const log = createWriteStream(path.join(logDir, `${name}.log`));
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const reason = reasonToBuild();
  if (reason) {
    console.log(`[e2e] building the website (${reason})`);
    const build = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: webDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('next build failed');
  }

  const logDir = path.join(webDir, 'test-results/servers');
  mkdirSync(logDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'happenings-e2e-'));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  // Each process serves its metrics on a port of its own (docs/operations.md#metrics).
  const [apiMetricsPort, webMetricsPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  // Maps draw over a local base map, as an operator's MAP_TILES_URL would give them; `npm run lighthouse` asks for
  // none (E2E_BASE_MAP=none), the configuration a fresh `npm start` has.
  const tiles = process.env.E2E_BASE_MAP === 'none' ? undefined : await startTileServer();
  // Mail leaves the API over SMTP to a real server of this run; the API keeps an outbox copy the tests read links from.
  const smtp = await startSmtpServer(path.join(dataDir, 'smtp'));

  const api = startProcess(
    'api',
    ['--import', 'tsx', 'apps/api/src/server.ts'],
    repositoryRoot,
    {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(apiPort),
      HAPPENINGS_DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SEED_SIZE: 'test',
      RATE_LIMIT_SCALE: '50',
      // Newcomers' events publish as asked: the review of their first events has tests of its own (apps/api
      // features/staff), and these sign up new hosts throughout.
      REVIEW_FIRST_EVENTS: '0',
      // "Fill in from a web page" reads a page this run serves on 127.0.0.1 (e2e/fill-in-an-event-from-its-page):
      // the refusal of private addresses has tests of its own (apps/api http/fetch-public-url.test.ts).
      IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true',
      // New accounts post as everyone does here: their stricter limits and held links have tests of their own
      // (apps/api features/moderation), and these sign up new accounts throughout.
      NEW_ACCOUNT_DAYS: '0',
      SMTP_URL: smtp.url,
      MAIL_OUTBOX_COPY: 'true',
      // NODE_ENV=test is silent by default: the log files are read back (e2e/keep-the-logs-free-of-personal-data).
      LOG_LEVEL: 'info',
      METRICS_PORT: String(apiMetricsPort),
    },
    logDir,
  );
  const web = startProcess(
    'web',
    [webServer, '--port', String(webPort), '--hostname', '127.0.0.1'],
    webDir,
    {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      API_URL: apiUrl,
      METRICS_PORT: String(webMetricsPort),
      SITE_URL: baseUrl,
      E2E_FIXTURES: '1',
      ...(tiles ? { MAP_TILES_URL: tiles.tilesUrl, MAP_TILES_ATTRIBUTION: 'Test tiles' } : {}),
      // The companion app builds the website vouches for (e2e/open-links-in-the-app.e2e.ts).
      APP_LINKS_IOS_APP_IDS: 'ABCDE12345.com.happenings.app',
      APP_LINKS_ANDROID_CERT_SHA256: 'AB:CD:EF',
    },
    logDir,
  );

  const stop = async () => {
    for (const child of [web, api]) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      [web, api].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            const timer = setTimeout(() => {
              child.kill('SIGKILL');
              resolve();
            }, 5000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
    await tiles?.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForUrl(`${apiUrl}/api/v1/health`, 180_000, api, 'API');
    await waitForUrl(`${baseUrl}/robots.txt`, 60_000, web, 'website');
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_API_URL = apiUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_API_METRICS_URL = `http://127.0.0.1:${apiMetricsPort}/metrics`;
  process.env.E2E_WEB_METRICS_URL = `http://127.0.0.1:${webMetricsPort}/metrics`;
  console.log(`[e2e] website ${baseUrl}, API ${apiUrl}, data ${dataDir}`);
  return stop;
}
