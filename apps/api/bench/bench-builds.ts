/** The production builds the bench runs: the API's dist/server.mjs and, unless left out, the website's .next. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { nextBin, reasonToBuild, webServer } from '../../web/scripts/build-freshness.mjs';

function runNode(args: string[], cwd: string): void {
  const result = spawnSync(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited ${result.status}`);
}

export async function ensureBuilds(options: {
  apiDir: string;
  webDir: string;
  withWebsite: boolean;
  /** Build dist/server.mjs when stale (not when `--builds` names only other files, kept as they are). */
  withApi: boolean;
}) {
  if (options.withApi)
    runNode([path.join(options.apiDir, 'scripts/build.mjs'), '--if-stale'], options.apiDir);
  if (!options.withWebsite) return;
  const reason = (reasonToBuild as () => string | null)();
  if (reason) {
    console.info(`[bench] building the website (${reason})`);
    runNode([nextBin as string, 'build'], options.webDir);
  }
}

/** The website's production server (apps/web/server/serve.ts) on the PORT the bench gives it. */
export function websiteArgs(): string[] {
  return [webServer as string, '--hostname', '127.0.0.1'];
}
