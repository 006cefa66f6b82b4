/**
 * Marks the chunks each page loads at start-up for eager compilation (V8's explicit compile hints): the comment
 * `//# allFunctionsCalledOnLoad` as a chunk's first line makes Chromium compile all of the chunk's functions on a
 * background thread while it downloads. Without it, each module's function is compiled on the main thread the
 * first time it runs, and when the framework starts (instantiating every module of the page, then hydrating) that
 * compilation was most of a 30–40 ms task. Browsers without compile hints read an ordinary comment.
 *
 * The start-up chunks are the framework's (the build manifest's rootMainFiles) and those of every page's segments
 * (entryJSFiles of each client-reference manifest). Chunks only loaded on demand (the map, dialogs) are left lazy:
 * compiling all of them up front would cost more than it saves. Runs once per `next build`
 * (next.config.ts: compiler.runAfterProductionCompile); adding the hint twice is a no-op.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const MANIFEST_SUFFIX = '_client-reference-manifest.js';

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

/** The chunks (paths relative to distDir, `static/chunks/….js`) that some page loads when it starts. */
export async function startupChunks(distDir: string): Promise<string[]> {
  const chunks = new Set<string>();
  const buildManifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[];
  };
  for (const file of buildManifest.rootMainFiles ?? []) chunks.add(file);
  const appDir = path.join(distDir, 'server/app');
  const names = await readdir(appDir, { recursive: true }).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.endsWith(MANIFEST_SUFFIX)) continue;
    const file = path.join(appDir, name);
    // The manifest is a script assigning globalThis.__RSC_MANIFEST[route]; it is run in an empty context.
    const scope: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    runInNewContext(await readFile(file, 'utf8'), { globalThis: scope, self: scope });
    for (const manifest of Object.values(scope.__RSC_MANIFEST ?? {})) {
      for (const entryFiles of Object.values(manifest.entryJSFiles ?? {}))
        for (const chunk of entryFiles) chunks.add(chunk);
    }
  }
  return [...chunks].filter((chunk) => chunk.endsWith('.js')).sort();
}

/** Writes the compile hint at the top of every start-up chunk that lacks it; returns how many were marked. */
export async function addCompileHints(distDir: string): Promise<number> {
  let marked = 0;
  for (const chunk of await startupChunks(distDir)) {
    const file = path.join(distDir, chunk);
    const source = await readFile(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}
