/**
 * GET /search/map-worker: MapLibre 6's web worker (a self-contained ES module in the installed package),
 * served from this origin because the bundler does not emit it. MapView points MapLibre at it with
 * setWorkerUrl('/search/map-worker?v={version}'), so a new MapLibre version gets a new address.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const WORKER_FILE = path.join('node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs');

let worker: Promise<string> | undefined;

/** The workspace hoists packages to the repository root: look in the web app's folder, then upwards. */
function findWorkerFile(): string {
  let dir = process.cwd();
  for (;;) {
    const candidate = path.join(dir, WORKER_FILE);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('maplibre-gl is not installed');
    dir = parent;
  }
}

export async function GET(): Promise<Response> {
  try {
    worker ??= readFile(findWorkerFile(), 'utf8');
    return new Response(await worker, {
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  } catch {
    worker = undefined;
    return new Response('MapLibre worker not available', { status: 404 });
  }
}
