#!/usr/bin/env node
/**
 * `npm start`: runs Happenings in one command — builds the API (to JavaScript, apps/api/dist) if it has no build
 * or its sources are newer and starts it (apps/api, on API_PORT, default 4000, data under HAPPENINGS_DATA_DIR,
 * default ./.data), then, while the API migrates and on a first start seeds its database, builds the website the
 * same way and starts it (apps/web, its server/serve.ts in front of Next, on PORT, default 3000, reaching the API
 * at API_URL). Output of both is forwarded with a prefix; Ctrl-C stops both; if either exits, the other is stopped
 * too. Outside production both get the same signing secrets, generated once in the data folder
 * (apps/api/src/development-secrets.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { API_BUILD, buildApi, reasonToBuildApi } from '../apps/api/scripts/build.mjs';
import { readOrCreateDevelopmentSecrets, SIGNING_SECRETS } from '../apps/api/src/development-secrets.ts';
import {
  nextBin,
  reasonToBuild,
  repositoryRoot as root,
  webDir,
  webServer,
} from '../apps/web/scripts/build-freshness.mjs';

const port = Number(process.env.PORT || 3000);
const apiPort = Number(process.env.API_PORT || 4000);
const dataDir = path.resolve(root, process.env.HAPPENINGS_DATA_DIR || '.data');
const siteUrl = (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
const apiUrl = `http://127.0.0.1:${apiPort}`;

const COLORS = { api: '\x1b[36m', web: '\x1b[35m', start: '\x1b[32m' };
const useColor = process.stdout.isTTY;

function log(name, line) {
  const prefix = useColor ? `${COLORS[name]}[${name}]\x1b[0m` : `[${name}]`;
  process.stdout.write(`${prefix} ${line}\n`);
}

const children = new Map();
let stopping = false;

function run(name, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => log(name, line));
  }
  return child;
}

function buildWebsite(reason) {
  log('start', `Building the website (${reason})…`);
  return new Promise((resolve, reject) => {
    const child = run('web', process.execPath, [nextBin, 'build'], {
      cwd: webDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    children.set('build', child);
    child.on('exit', (code) => {
      children.delete('build');
      if (code === 0) resolve();
      else reject(new Error(`next build exited with ${code}`));
    });
  });
}

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 5000);
  deadline.unref();
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      process.exit(exitCode);
    }
  }, 50);
}

function startService(name, args, options) {
  const child = run(name, process.execPath, args, options);
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      log(
        'start',
        `The ${name === 'api' ? 'API' : 'website'} stopped (${signal ?? `exit ${code}`}); stopping.`,
      );
      stopAll(code || 1);
    }
  });
  return child;
}

/** Until `url` answers below 500, or with any status when `anyAnswer` (the site's 503 "starting" page counts). */
async function waitUntilUp(url, timeoutMs, anyAnswer = false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (anyAnswer || response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  const apiReason = await reasonToBuildApi();
  if (apiReason) {
    log('start', `Building the API (${apiReason})…`);
    log('start', `Built the API in ${await buildApi()} ms.`);
  }
} catch (error) {
  log('start', error.message);
  process.exit(1);
}

/**
 * Outside production nobody types a secret: the ones not given come from the data folder, and the API and the
 * website get the same AUTH_SECRET (the website signs session cookies with it, the API checks them). Production
 * passes on what the operator set, and the API refuses to start without it.
 */
function readSigningSecrets() {
  if (process.env.NODE_ENV === 'production') return {};
  const missing = SIGNING_SECRETS.filter((name) => !process.env[name]);
  try {
    return readOrCreateDevelopmentSecrets(dataDir, missing);
  } catch (error) {
    log('start', error.message);
    process.exit(1);
  }
}

log('start', `Data in ${dataDir}`);
const secrets = readSigningSecrets();
// The API first: its migrations and a first start's seeding (~35 s) run while the website builds, not after.
startService('api', ['--enable-source-maps', API_BUILD], {
  cwd: root,
  env: {
    ...process.env,
    ...secrets,
    PORT: String(apiPort),
    HAPPENINGS_DATA_DIR: dataDir,
    PUBLIC_URL: process.env.PUBLIC_URL || siteUrl,
    // The API writes to a pipe here, so it would choose JSON: readable lines when this terminal is one
    // (docs/operations.md#logs).
    LOG_PRETTY: process.env.LOG_PRETTY ?? (process.stdout.isTTY ? 'true' : 'false'),
  },
});

try {
  const reason = reasonToBuild();
  if (reason) await buildWebsite(reason);
} catch (error) {
  if (!stopping) {
    log('start', error.message);
    stopAll(1);
  }
}
// Unless the API stopped during the build (its exit stops everything).
if (!stopping) await startWebsite();

async function startWebsite() {
  startService('web', [webServer, '--port', String(port)], {
    cwd: webDir,
    env: {
      ...process.env,
      ...(secrets.AUTH_SECRET ? { AUTH_SECRET: secrets.AUTH_SECRET } : {}),
      PORT: String(port),
      API_URL: apiUrl,
      SITE_URL: siteUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_PRETTY: process.env.LOG_PRETTY ?? (process.stdout.isTTY ? 'true' : 'false'),
      // Each process serves its metrics on a port of its own: METRICS_PORT is the API's, WEB_METRICS_PORT the site's.
      METRICS_PORT: process.env.WEB_METRICS_PORT ?? '',
    },
  });

  const [apiUp, webUp] = await Promise.all([
    waitUntilUp(`${apiUrl}/api/v1/health`, 180_000),
    waitUntilUp(`http://127.0.0.1:${port}/robots.txt`, 60_000, true),
  ]);
  if (!stopping) {
    if (apiUp && webUp) log('start', `Happenings is running at ${siteUrl} (Ctrl-C to stop)`);
    else log('start', `Still starting: the website will be at ${siteUrl}`);
  }
}
