/**
 * Global set-up of the topology run: it starts what production runs, the API's bundle (apps/api/dist/server.mjs)
 * and the website's build (apps/web/.next), so each is built first when missing or older than its sources.
 */
import { spawnSync } from 'node:child_process';
import buildApi from '../../apps/api/reliability/build-api.ts';
import { nextBin, reasonToBuild, webDir } from '../../apps/web/scripts/build-freshness.mjs';

export default function buildApps(): void {
  buildApi();
  const reason = reasonToBuild();
  if (!reason) return;
  console.info(`[topology] building the website (${reason})`);
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: webDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`);
}
