/**
 * Starts the API (apps/api) for the web export's browser tests and bench, as the website's browser tests do
 * (apps/web/e2e/global-setup.ts): its production build (built first when stale) on a free port, on a fresh
 * temporary HAPPENINGS_DATA_DIR that it migrates and seeds on start with the small Boston and DC demo.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from './web-export.mjs';

const apiDir = path.join(repositoryRoot, 'apps/api');

/** A port nobody listens on now (the OS picks it). */
export function freePort() {
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

async function waitForHealth(url, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}; see ${logFile}`);
    // 503 "starting" until migrated and seeded.
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs} ms; see ${logFile}`);
}

/**
 * `port`: where to listen (the caller's proxy already points there). `publicUrl`: the origin people see (the
 * page's), which the API trusts for sign-in and writes into the seeded media addresses. `trustedOrigins`: other
 * origins whose pages sign in to it (the website beside the app), as an operator's TRUSTED_ORIGINS.
 */
export async function startTestApi({ port, publicUrl, trustedOrigins = [], logFile }) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: apiDir,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the API failed');

  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'happenings-mobile-web-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HAPPENINGS_DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      TRUSTED_ORIGINS: trustedOrigins.join(','),
      SEED_SIZE: 'test',
      // Every test signs people up from this one address.
      RATE_LIMIT_SCALE: '50',
      // Newcomers' events publish as asked: the review of their first events has tests of its own (apps/api
      // features/staff), and these sign up new hosts throughout.
      REVIEW_FIRST_EVENTS: '0',
      // New accounts post as everyone does here: their stricter limits and held links have tests of their own
      // (apps/api features/moderation), and these sign up new accounts throughout.
      NEW_ACCOUNT_DAYS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${url}/api/v1/health`, child, logFile, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
