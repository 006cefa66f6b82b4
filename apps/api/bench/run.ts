/**
 * `npm run bench` (apps/api): the API's speed on PostgreSQL, as ratios to floors measured in the same run, at each
 * demo size (`--scale 1,33`: the default seed and ~50,000 experiences) with the shared cache on Redis and in
 * process (`--redis both`). Every path is loaded by autocannon (`--connections 50`, `--duration 10` s after `--warmup 2` s not counted) asking
 * for compressed bodies; the report gives req/s, p50/p99, bytes per response on the wire, errors, the ratio to
 * the bare node:http hello-world, and, where one exists, to the same SQL answered by a bare node:http + pg server
 * (pg-floor-server.ts); then each process's peak memory and every path's first (uncached) request.
 *
 * The API runs as in production (the built dist/server.mjs) and the server-rendered event page comes from the
 * website's production build (`--no-web` leaves it out). docs/performance.md keeps the figures.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { generateSecret } from '../src/development-secrets.ts';
import { DEMO_PASSWORD, DEMO_USER_EMAIL } from '../src/seed/seed-people.ts';
import { ensureBuilds, websiteArgs } from './bench-builds.ts';
import { prepareBenchDatabase } from './bench-database.ts';
import { type BenchRow, measure } from './bench-load.ts';
import { readBenchOptions } from './bench-options.ts';
import { apiPaths, BENCH_PUBLIC_URL, type PathGroup } from './bench-paths.ts';
import { printReport } from './bench-report.ts';
import { type BenchServer, startBenchServer } from './bench-servers.ts';

const options = readBenchOptions(process.argv.slice(2));
const apiDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const webDir = path.resolve(apiDir, '../web');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const load = { connections: options.connections, duration: options.duration, warmup: options.warmup };
// Production refuses to start without signing secrets of its own: fresh ones for each run.
const signingSecrets = { AUTH_SECRET: generateSecret(), MEDIA_API_SECRET: generateSecret() };

const rows: BenchRow[] = [];
const memory: Array<{ setup: string; process: string; peakMb: number }> = [];
const cold: Array<{ setup: string; path: string; ms: number }> = [];

async function stopAll(setup: string, servers: Record<string, BenchServer>): Promise<void> {
  for (const [name, server] of Object.entries(servers)) {
    memory.push({ setup, process: name, peakMb: await server.stop() });
  }
}

/** The shared cache holds another database's answers after a previous setup: start each from empty. */
async function clearSharedCache(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'happenings:cache:*', 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function measureGroups(setup: string, servers: BenchServer[], groups: PathGroup[]): Promise<void> {
  const url = servers[0]!.url;
  for (const group of groups) {
    console.info(`[bench] ${setup}: ${group.target}`);
    rows.push(
      await measure(setup, group.target, url, group.paths, {
        ...load,
        serverPids: servers.map((server) => server.pid),
        ...(group.connections ? { connections: group.connections } : {}),
        ...(group.method ? { method: group.method } : {}),
        ...(group.headers ? { headers: group.headers } : {}),
        ...(group.requests ? { requests: group.requests } : {}),
      }),
    );
    await drained(servers.at(-1)!.url);
  }
}

/**
 * Waits until the server answers its health check, which queues behind every request still waiting for a database
 * connection: a slow row's backlog (requests autocannon gave up on keep running) must not be counted in the next.
 */
async function drained(url: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    try {
      await (await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(5_000) })).arrayBuffer();
      return;
    } catch {
      // still busy
    }
  }
}

const wanted = (group: PathGroup) => !options.only || options.only.test(group.target);

/** Each build its own Redis database (the next numbers after BENCH_REDIS_URL's), so none reads another's cache. */
function redisUrlOf(index: number): string {
  const url = new URL(REDIS_URL);
  url.pathname = `/${Number(url.pathname.slice(1) || 0) + index}`;
  return url.toString();
}

await ensureBuilds({
  apiDir,
  webDir,
  withWebsite: !options.skipWeb,
  withApi: options.builds.some((build) => build.file === 'dist/server.mjs'),
});

for (let round = 1; round <= options.rounds; round += 1) {
  // A setup's name starts with its round, so each row is read against the hello-world of its own round.
  const prefix = options.rounds > 1 ? `round ${round}: ` : '';
  // The floors do not depend on the data: measured first in each round.
  for (const floor of ['node-http', 'hono'] as const) {
    const server = await startBenchServer({
      args: ['--import', 'tsx', 'bench/hello-server.ts'],
      cwd: apiDir,
      readyPath: '/hello',
      env: { BENCH_FLOOR: floor },
    });
    await measureGroups(
      `${prefix}floor`,
      [server],
      [
        {
          target: floor === 'node-http' ? 'hello-world (bare node:http)' : 'hello-world (bare Hono)',
          paths: ['/hello'],
        },
      ],
    );
    await stopAll(`${prefix}floor`, { [`hello-world ${floor}`]: server });
  }

  for (const scale of options.scales) {
    const databaseUrl = await prepareBenchDatabase(apiDir, scale);
    for (const redis of options.redis) {
      const setupOf = (label: string) =>
        `${prefix}scale ${scale}, Redis ${redis}${label ? `, ${label}` : ''}`;
      const apis: Array<{ label: string; server: BenchServer; groups: PathGroup[]; slugs: string[] }> = [];
      let sqlFloorGroups: PathGroup[] = [];
      for (const [index, build] of options.builds.entries()) {
        const redisUrl = redisUrlOf(index);
        if (redis === 'on') await clearSharedCache(redisUrl);
        const server = await startBenchServer({
          args: ['--enable-source-maps', build.file],
          cwd: apiDir,
          readyPath: '/api/v1/health',
          env: {
            DATABASE_URL: databaseUrl,
            REDIS_URL: redis === 'on' ? redisUrl : '',
            SEED_ON_START: 'false',
            PUBLIC_URL: BENCH_PUBLIC_URL,
            // The bench measures throughput, not the per-address limits that would refuse one client's 50 connections.
            RATE_LIMIT_SCALE: '100000',
            ...signingSecrets,
          },
        });
        const paths = await apiPaths(server.url, {
          email: DEMO_USER_EMAIL,
          password: DEMO_PASSWORD,
        });
        const { groups, coldPaths, slugs } = paths;
        sqlFloorGroups = paths.sqlFloorGroups;
        for (const coldPath of coldPaths) {
          const started = performance.now();
          await (await fetch(`${server.url}${coldPath}`)).arrayBuffer();
          cold.push({
            setup: setupOf(build.label),
            path: coldPath,
            ms: Math.round(performance.now() - started),
          });
        }
        apis.push({ label: build.label, server, groups: groups.filter(wanted), slugs });
      }
      if (redis === options.redis[0]) {
        const floor = await startBenchServer({
          args: ['--import', 'tsx', 'bench/pg-floor-server.ts'],
          cwd: apiDir,
          readyPath: '/ready',
          env: { DATABASE_URL: databaseUrl },
        });
        await measureGroups(`${prefix}scale ${scale}, SQL floor`, [floor], sqlFloorGroups.filter(wanted));
        await stopAll(`${prefix}scale ${scale}`, { 'SQL floor (node:http + pg)': floor });
      }
      // Row by row, each build in turn.
      for (const index of apis[0]!.groups.keys()) {
        for (const api of apis) await measureGroups(setupOf(api.label), [api.server], [api.groups[index]!]);
      }
      for (const api of apis) {
        const servers: Record<string, BenchServer> = {
          [`api${api.label ? ` ${api.label}` : ''}`]: api.server,
        };
        if (!options.skipWeb) {
          const web = await startBenchServer({
            args: websiteArgs(),
            cwd: webDir,
            readyPath: '/robots.txt',
            env: { API_URL: api.server.url, SITE_URL: 'http://127.0.0.1', NEXT_TELEMETRY_DISABLED: '1' },
          });
          servers.website = web;
          const pages = api.slugs.slice(0, 20).map((slug) => `/event/${slug}`);
          // As a browser asks for a page (the website keeps signed-out pages only for document requests).
          const headers = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
          await measureGroups(
            setupOf(api.label),
            [web, api.server],
            [
              { target: 'server-rendered event page, 4 connections', paths: pages, connections: 4, headers },
              { target: 'server-rendered event page, 50 connections', paths: pages, headers },
            ].filter(wanted),
          );
        }
        await stopAll(setupOf(api.label), servers);
      }
    }
  }
}

printReport({ rows, memory, cold });
process.exit(0);
