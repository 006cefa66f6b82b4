/**
 * Whether apps/web needs a `next build`: no build yet, or a source (of the website or of the workspace packages
 * it compiles) changed after the last one. Used by `npm start` (scripts/start.mjs) and the e2e global set-up.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repositoryRoot = path.resolve(webDir, '../..');
export const nextBin = path.join(repositoryRoot, 'node_modules/next/dist/bin/next');
/** The website's production server (Next behind the kept event pages), run by Node's own TypeScript support. */
export const webServer = path.join(webDir, 'server/serve.ts');

const SKIPPED = new Set(['node_modules', '.next', 'test-results', 'playwright-report', 'e2e']);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(target)) {
    if (SKIPPED.has(name) || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

/** The reason a build is needed, or null when the last build is current. */
export function reasonToBuild() {
  const buildId = path.join(webDir, '.next/BUILD_ID');
  if (!existsSync(buildId)) return 'no build yet';
  const builtAt = statSync(buildId).mtimeMs;
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(webDir, 'next.config.ts'),
    path.join(webDir, 'package.json'),
    path.join(webDir, 'tsconfig.json'),
    path.join(repositoryRoot, 'packages/domain/src'),
    path.join(repositoryRoot, 'packages/client/src'),
  ];
  const newest = Math.max(...sources.map(newestMtime));
  return newest > builtAt ? 'sources changed since the last build' : null;
}
