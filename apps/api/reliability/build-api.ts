/**
 * Global set-up of the reliability suite: the API processes it starts run the production build
 * (dist/server.mjs, as `npm start` does), so it is built first when a source is newer than it.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function buildApi(): void {
  const apiDir = fileURLToPath(new URL('..', import.meta.url));
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: apiDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`building the API failed (exit ${result.status})`);
}
