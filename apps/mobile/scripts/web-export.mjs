#!/usr/bin/env node
/**
 * The app's web export: `expo export --platform web` into apps/mobile/dist-web, a single-page app (app.json
 * `web.output: "single"`) that calls the API on the origin it is served from (EXPO_PUBLIC_API_URL=`/`, see
 * src/lib/env.ts), so whatever serves it must route /api and /media to the API (scripts/serve-web-export.mjs).
 *
 * `--if-stale` exports only when a source of the app or of the workspace packages it bundles is newer than the
 * last export (what the browser tests use); `--clear` empties Metro's cache first (a cold export, for the bench).
 *
 * Metro's cache does not notice a changed EXPO_PUBLIC_* value: an export with another API address than the last
 * one would keep the old address. So the address of each export is noted in .expo/web-export.json, and a
 * different one clears the cache and counts as stale.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const mobileDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repositoryRoot = path.resolve(mobileDir, '../..');
export const distDir = path.join(mobileDir, 'dist-web');
const expoBin = path.join(repositoryRoot, 'node_modules/expo/bin/cli');
const stampFile = path.join(mobileDir, '.expo/web-export.json');

/** The API address built into the export: the caller's, or the page's own origin. */
function requestedApiUrl() {
  return process.env.EXPO_PUBLIC_API_URL ?? '/';
}

function lastApiUrl() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).apiUrl ?? null;
  } catch {
    return null;
  }
}

const SOURCES = [
  path.join(mobileDir, 'src'),
  path.join(mobileDir, 'app.json'),
  path.join(mobileDir, 'package.json'),
  path.join(repositoryRoot, 'packages/domain/src'),
  path.join(repositoryRoot, 'packages/client/src'),
  path.join(repositoryRoot, 'package-lock.json'),
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

/** Why the web export needs redoing, or null when it is newer than every source. */
export function reasonToExport() {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return 'no export yet';
  if (lastApiUrl() !== requestedApiUrl()) return 'another API address';
  const exportedAt = statSync(index).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(source) > exportedAt);
  return changed ? `${path.relative(repositoryRoot, changed)} changed` : null;
}

/** Runs the export (its output goes to this process's terminal); returns how long it took in ms. */
export function exportWeb({ clear = false } = {}) {
  const apiUrl = requestedApiUrl();
  const clearCache = clear || lastApiUrl() !== apiUrl;
  const startedAt = performance.now();
  const args = [expoBin, 'export', '--platform', 'web', '--output-dir', distDir];
  const result = spawnSync(process.execPath, clearCache ? [...args, '--clear'] : args, {
    cwd: mobileDir,
    env: { ...process.env, EXPO_PUBLIC_API_URL: apiUrl },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`expo export failed (exit ${result.status ?? result.signal})`);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify({ apiUrl })}\n`);
  return Math.round(performance.now() - startedAt);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reason = process.argv.includes('--if-stale') ? reasonToExport() : 'asked';
  if (reason) {
    const ms = exportWeb({ clear: process.argv.includes('--clear') });
    console.info(`Exported the web app (${reason}) in ${ms} ms: ${path.relative(repositoryRoot, distDir)}`);
  }
}
