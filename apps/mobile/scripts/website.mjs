/**
 * The website (apps/web's production build, built first when missing or stale) in front of a given API, for the
 * browser journeys where a person on the website and a person in the app act on the same things.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { nextBin, reasonToBuild, webDir, webServer } from '../../web/scripts/build-freshness.mjs';

function buildWhenStale() {
  const reason = reasonToBuild();
  if (!reason) return;
  console.log(`[e2e-web] building the website (${reason})`);
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: webDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('next build failed');
}

async function waitForWebsite(url, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the website exited with ${child.exitCode}; see ${logFile}`);
    if (
      await fetch(`${url}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the website did not answer ${url} within ${timeoutMs} ms; see ${logFile}`);
}

/** Starts the website on `port` with `apiUrl` behind it; resolves once it answers, with its stop function. */
export async function startWebsite({ port, apiUrl, logFile }) {
  buildWhenStale();
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [webServer, '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      API_URL: apiUrl,
      SITE_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForWebsite(url, child, logFile, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
