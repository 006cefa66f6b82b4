/**
 * `npm run bench -w @happenings/api`: autocannon at 50 connections against the API on the `--scale` demo data
 * (event by slug, events in a bounding box for a date range, discover root, search), next to a bare Hono
 * hello-world measured in the same run. Servers run in child processes; numbers are reported as ratios to the
 * hello-world because absolute throughput on a shared 2-core machine varies between runs.
 *
 * Options: --scale N (default 33 ≈ 50,000 experiences), --duration S (default 10), --connections C (default 50).
 * The API runs on embedded PGlite (data under .bench/api-scale-N) unless DATABASE_URL names a PostgreSQL server;
 * either is seeded once when empty and reused by later runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrate } from '@happenings/db/client';
import autocannon from 'autocannon';
import { isDatabaseEmpty } from '../src/seed/seed-database.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const scale = option('scale', 33);
const duration = option('duration', 10);
const connections = option('connections', 50);

const apiDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataDir = path.resolve(apiDir, `../../.bench/api-scale-${scale}`);

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: apiDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

function startServer(script: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: apiDir,
      env: { ...process.env, PORT: String(port), NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (/ready|listening|on http/i.test(chunk.toString())) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
}

interface Row {
  target: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(target: string, url: string, paths: string[]): Promise<Row> {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const next = paths[i++ % paths.length]!;
          return { ...request, path: next };
        },
      },
    ],
  });
  return {
    target,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const databaseUrl = process.env.DATABASE_URL;

async function isEmpty(url: string): Promise<boolean> {
  const database = await createDatabase({ url });
  try {
    await migrate(database);
    return await isDatabaseEmpty(database.db);
  } finally {
    await database.close();
  }
}

const seedArgs = ['--import', 'tsx', 'scripts/seed.ts', '--scale', String(scale)];
if (databaseUrl) {
  if (await isEmpty(databaseUrl)) {
    console.info(`Seeding scale ${scale} into ${databaseUrl} (once; reused by later runs)...`);
    await run(process.execPath, seedArgs, { HAPPENINGS_DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  }
} else if (!existsSync(path.join(dataDir, 'pglite'))) {
  console.info(`Seeding scale ${scale} into ${dataDir} (once; reused by later runs)...`);
  await run(process.execPath, seedArgs, { HAPPENINGS_DATA_DIR: dataDir });
}

const rows: Row[] = [];
const hello = await startServer('bench/hello-server.ts', 4101);
rows.push(await load('hello-world (bare Hono)', 'http://127.0.0.1:4101', ['/hello']));
hello.kill();

const api = await startServer('src/server.ts', 4102, {
  HAPPENINGS_DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  SEED_ON_START: 'false',
});
const base = 'http://127.0.0.1:4102';
const slugs =
  (
    (await (await fetch(`${base}/api/v1/events?location=boston-ma&size=100`)).json()) as {
      items?: Array<{ experience: { slug: string } }>;
    }
  ).items?.map((item) => item.experience.slug) ?? [];
const today = new Date();
const inDays = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString();
const boxes = [
  'xmin=-71.2&ymin=42.22&xmax=-70.95&ymax=42.43',
  'xmin=-71.12&ymin=42.33&xmax=-71.03&ymax=42.38',
  'xmin=-77.18&ymin=38.78&xmax=-76.9&ymax=39.02',
];
rows.push(
  await load(
    'event by slug',
    base,
    (slugs.length ? slugs : ['missing']).map((s) => `/api/v1/experiences/slug/${s}`),
  ),
);
rows.push(
  await load(
    'events in a box, date range',
    base,
    boxes.flatMap((box) =>
      [0, 3, 7].map((d) => `/api/v1/events?${box}&start=${inDays(d)}&end=${inDays(d + 7)}&size=20`),
    ),
  ),
);
const rootPaths = ['/api/v1/discover?location=boston-ma', '/api/v1/discover?location=washington-dc'];
const searchPaths = ['jazz', 'comedy tonight', 'museum', 'jaz', 'farmers market this weekend', 'theatre'].map(
  (q) => `/api/v1/search?q=${encodeURIComponent(q)}&location=boston-ma`,
);
// Each path once, one at a time, before any load: the cost of a request that finds nothing in the shared caches.
const cold: Array<{ path: string; ms: number }> = [];
for (const target of [...rootPaths, ...searchPaths]) {
  const started = performance.now();
  const response = await fetch(`${base}${target}`);
  await response.arrayBuffer();
  cold.push({ path: target, ms: Math.round(performance.now() - started) });
}
rows.push(await load('discover root', base, rootPaths));
rows.push(await load('search', base, searchPaths));
api.kill();

const baseline = rows[0]!.reqPerSec;
console.table(
  rows.map((r) => ({
    target: r.target,
    'req/s': Math.round(r.reqPerSec),
    'ratio to hello-world': (r.reqPerSec / baseline).toFixed(3),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'errors/non-2xx': r.errors,
  })),
);
console.info('First request of each path (cold caches), ms:');
console.table(cold);
process.exit(0);
