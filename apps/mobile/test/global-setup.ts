/**
 * Starts the API (apps/api) once for the app's tests, the way the website's browser tests do
 * (apps/web/e2e/global-setup.ts): a fresh temporary HAPPENINGS_DATA_DIR (migrated and seeded with the small
 * demo on start) and a free port. Its address goes to the tests in MOBILE_TEST_API_URL; its log to
 * test-results/api.log.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const mobileDir = path.resolve(__dirname, '..');
const repositoryRoot = path.resolve(mobileDir, '../..');

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

async function waitForHealth(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the API exited with ${child.exitCode}; see test-results/api.log`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs} ms; see test-results/api.log`);
}

export interface TestApi {
  child: ChildProcess;
  dataDir: string;
}

export default async function globalSetup(): Promise<void> {
  const logDir = path.join(mobileDir, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'happenings-mobile-'));
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(path.join(logDir, 'api.log'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HAPPENINGS_DATA_DIR: dataDir,
      PUBLIC_URL: apiUrl,
      SEED_SIZE: 'test',
      // Every test signs people up from this one address.
      RATE_LIMIT_SCALE: '50',
      // Newcomers' events publish as asked: the review of their first events has tests of its own (apps/api
      // features/staff), and these sign up new hosts throughout.
      REVIEW_FIRST_EVENTS: '0',
      // New accounts post as everyone does here: their stricter limits and held links have tests of their own
      // (apps/api features/moderation), and these sign up new accounts throughout.
      NEW_ACCOUNT_DAYS: '0',
      // Google configured and Apple not, so the sign-in screen shows one button and hides the other; the tests
      // never reach Google itself.
      GOOGLE_CLIENT_ID: 'mobile-tests.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'not-a-real-secret',
      APPLE_CLIENT_ID: '',
      APPLE_CLIENT_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  (globalThis as { __HAPPENINGS_TEST_API__?: TestApi }).__HAPPENINGS_TEST_API__ = { child, dataDir };
  try {
    await waitForHealth(`${apiUrl}/api/v1/health`, 180_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.MOBILE_TEST_API_URL = apiUrl;
  // Its outbox holds the texts the API "sends" (sign-in codes).
  process.env.MOBILE_TEST_DATA_DIR = dataDir;
}
