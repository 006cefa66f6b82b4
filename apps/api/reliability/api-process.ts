/**
 * Runs the API as production runs it: a separate `node dist/server.mjs` process (the build made by the suite's
 * global set-up, build-api.ts) on a free port, against the given PostgreSQL database (and Redis, when given),
 * with its output kept for the test's failure messages.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './free-port.ts';
import { waitFor } from './wait-for.ts';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
/** How long a start may take: compiling and migrating on a busy 2-core machine can take a minute. */
export const START_TIMEOUT_MS = 120_000;
/** The website's origin, which better-auth trusts for cookie sign-ups. */
export const PUBLIC_URL = 'http://localhost:3000';

export interface ApiProcessOptions {
  databaseUrl: string;
  redisUrl?: string;
  /** Reuse a port (a restart); a free one otherwise. */
  port?: number;
  /** Further environment (e.g. RATE_LIMIT_SCALE). */
  env?: Record<string, string>;
}

export interface ApiProcess {
  port: number;
  pid: number;
  baseUrl: string;
  /** fetch() against this process. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  isRunning(): boolean;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed on stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Waits until its health check answers 200 (at most START_TIMEOUT_MS); kills it and throws otherwise. */
  ready(): Promise<void>;
}

/** Spawns an API process and waits until it serves. */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const api = await spawnApiProcess(options);
  await api.ready();
  return api;
}

/** Spawns an API process without waiting for it to serve. */
export async function spawnApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const port = options.port ?? (await findFreePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'happenings-reliability-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      TZ: process.env.TZ ?? 'UTC',
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      HAPPENINGS_DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      PUBLIC_URL,
      AUTH_SECRET: 'reliability-suite-secret-0123456789',
      MEDIA_API_SECRET: 'reliability-suite-media-secret-0123456789',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  const keep = (chunk: Buffer) => {
    chunks.push(chunk.toString());
    if (chunks.length > 2_000) chunks.splice(0, 1_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    port,
    pid: child.pid ?? -1,
    baseUrl,
    request: (pathname, init) => fetch(`${baseUrl}${pathname}`, init),
    isRunning,
    exited,
    output: () => chunks.join(''),
    async kill(signal) {
      if (isRunning()) child.kill(signal);
      await exited;
    },
    async ready() {
      try {
        await waitFor(
          `the API on port ${port} to answer its health check`,
          async () => {
            if (!isRunning()) throw new Error(`The API exited during start-up:\n${api.output()}`);
            const response = await api.request('/api/v1/health').catch(() => null);
            return response?.status === 200;
          },
          { timeoutMs: START_TIMEOUT_MS, intervalMs: 100 },
        );
      } catch (error) {
        await api.kill('SIGKILL');
        throw error;
      }
    },
  };
  return api;
}
