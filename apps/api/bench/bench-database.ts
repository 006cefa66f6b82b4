/**
 * The bench's PostgreSQL databases: one per demo size (happenings_bench_s{scale} on the local server unless
 * DATABASE_URL names one), created when missing, seeded once with `scripts/seed.ts --scale N` and the 10,000-answer
 * roundup, and reused by later runs.
 */
import { spawn } from 'node:child_process';
import { createDatabase, type DatabaseHandle, migrate } from '@happenings/db/client';
import { isDatabaseEmpty } from '../src/seed/seed-database.ts';
import { prepareRoundupThread } from './roundup-thread.ts';

const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export function benchDatabaseUrl(scale: number): string {
  return process.env.DATABASE_URL ?? `${SERVER}/happenings_bench_s${scale}`;
}

async function openPostgres(url: string): Promise<Extract<DatabaseHandle, { kind: 'postgres' }>> {
  const handle = await createDatabase({ url, maxConnections: 1 });
  if (handle.kind !== 'postgres') throw new Error(`${url} did not open PostgreSQL`);
  return handle;
}

async function createIfMissing(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = await openPostgres(`${SERVER}/postgres`);
  try {
    const found = await admin.pool.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.pool.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.close();
  }
}

function runSeed(apiDir: string, scale: number, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--scale', String(scale)], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}`))));
  });
}

export async function prepareBenchDatabase(apiDir: string, scale: number): Promise<string> {
  const url = benchDatabaseUrl(scale);
  if (!process.env.DATABASE_URL) await createIfMissing(url);
  const database = await createDatabase({ url });
  let empty: boolean;
  try {
    await migrate(database);
    empty = await isDatabaseEmpty(database.db);
  } finally {
    await database.close();
  }
  if (empty) {
    console.info(`Seeding scale ${scale} into ${url} (once; reused by later runs)...`);
    await runSeed(apiDir, scale, url);
  }
  await prepareRoundupThread({ url });
  // Planner statistics for the freshly loaded rows, as a server that has run autovacuum would have.
  const analyzed = await openPostgres(url);
  await analyzed.pool.query('ANALYZE');
  await analyzed.close();
  return url;
}
