import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createPgliteDatabase } from '../client/create-database.ts';
import { MIGRATIONS_FOLDER, migrate } from '../client/migrate.ts';

const GZIP_TYPE = 'application/x-gzip';

/**
 * A dump of a freshly migrated PGlite data directory, cached in the OS temp folder under a hash of the
 * migrations and the PGlite version. Why: a new PGlite runs initdb (~3 s on 2 cores) before migrating, while
 * loading a dump takes ~0.7 s; every test file gets a fresh clone of the same template.
 */
export async function loadMigratedTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `happenings-db-template-${fingerprintMigrations()}.tar.gz`);
  if (existsSync(path)) return new Blob([readFileSync(path)], { type: GZIP_TYPE });

  const database = await createPgliteDatabase({});
  try {
    await migrate(database);
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Write then rename: test files starting in parallel never read a half-written template.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, path);
    return new Blob([bytes], { type: GZIP_TYPE });
  } finally {
    await database.close();
  }
}

function fingerprintMigrations(): string {
  const hash = createHash('sha256');
  hash.update(readPgliteVersion());
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

function readPgliteVersion(): string {
  // The package's exports hide package.json; find it beside the resolved entry point (dist/index.js).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}
