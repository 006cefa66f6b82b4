#!/usr/bin/env node
/**
 * Builds the API for production: one ES module, apps/api/dist/server.mjs, with the workspace packages (domain,
 * db) compiled in and every npm dependency left as an import, so `node apps/api/dist/server.mjs` starts without
 * transpiling TypeScript (tsx compiles ~400 modules on every start).
 *
 * `--if-stale` builds only when a source file of the API or of a workspace package it bundles is newer than the
 * build (what `npm start` uses).
 */
import { statSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(apiDir, '../..');
export const API_BUILD = path.join(apiDir, 'dist/server.mjs');
const SOURCES = [
  path.join(apiDir, 'src'),
  path.join(apiDir, 'package.json'),
  path.join(root, 'packages/domain/src'),
  path.join(root, 'packages/db/src'),
  path.join(root, 'packages/db/package.json'),
  path.join(root, 'packages/domain/package.json'),
  path.join(root, 'package-lock.json'),
];

async function newestChange(entry) {
  const info = await stat(entry).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of await readdir(entry)) {
    if (child === 'node_modules') continue;
    newest = Math.max(newest, await newestChange(path.join(entry, child)));
  }
  return newest;
}

/** Why the API needs building, or null when the build is newer than every source. */
export async function reasonToBuildApi() {
  let builtAt = 0;
  try {
    builtAt = statSync(API_BUILD).mtimeMs;
  } catch {
    return 'no build yet';
  }
  for (const source of SOURCES) {
    if ((await newestChange(source)) > builtAt) return `${path.relative(root, source)} changed`;
  }
  return null;
}

/** Workspace packages are TypeScript sources: compile them in. Everything else stays an npm import. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@happenings/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildApi() {
  const startedAt = Date.now();
  await build({
    entryPoints: [path.join(apiDir, 'src/server.ts')],
    outfile: API_BUILD,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalDependencies],
  });
  return Date.now() - startedAt;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const onlyIfStale = process.argv.includes('--if-stale');
  const reason = onlyIfStale ? await reasonToBuildApi() : 'asked';
  if (reason) {
    const ms = await buildApi();
    console.info(`Built the API (${reason}) in ${ms} ms: ${path.relative(root, API_BUILD)}`);
  }
}
