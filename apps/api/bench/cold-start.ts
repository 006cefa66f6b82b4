/**
 * `node --import tsx bench/cold-start.ts` (apps/api): how long a newcomer waits after `npm start`. Starts
 * scripts/start.mjs twice on a fresh data folder (the first start migrates and seeds the embedded database; the
 * second finds it ready) and reports when the website first answers at all (its "starting" page), when / first
 * answers 200, and that no request in between got anything but 200 or the 503 "starting" page.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './bench-servers.ts';

const root = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

async function timeStart(label: string, dataDir: string): Promise<void> {
  const [port, apiPort] = [await findFreePort(), await findFreePort()];
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), HAPPENINGS_DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  });
  let firstAnswer: number | null = null;
  const statuses = new Map<number, number>();
  try {
    for (;;) {
      if (performance.now() - started > 600_000) throw new Error(`${label}: / never answered 200`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        firstAnswer ??= performance.now() - started;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ready = performance.now() - started;
    console.info(
      `${label}: the site answered after ${((firstAnswer ?? ready) / 1000).toFixed(1)} s, / was 200 after ` +
        `${(ready / 1000).toFixed(1)} s; answers on the way: ${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}`,
    );
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'happenings-cold-start-'));
try {
  await timeStart('first start (fresh data: migrate and seed)', dataDir);
  await timeStart('later start (data ready)', dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
