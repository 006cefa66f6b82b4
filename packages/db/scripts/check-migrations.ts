/**
 * Fails when the committed migrations are behind the Drizzle schema (STYLE.md: CI fails when `drizzle-kit
 * generate` would produce a new migration). Runs generate offline into a temporary copy of migrations/ and
 * compares the files: any new or changed file means someone forgot `npm run generate -w @happenings/db`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const migrationsDir = join(packageDir, 'migrations');
const scratchDir = mkdtempSync(join(tmpdir(), 'happenings-check-migrations-'));

try {
  cpSync(migrationsDir, scratchDir, { recursive: true });
  const result = spawnSync(
    'npx',
    // drizzle-kit prefixes --out with './', so it must be relative to the package.
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/schema.ts',
      '--out',
      relative(packageDir, scratchDir),
    ],
    { cwd: packageDir, encoding: 'utf8' },
  );
  // drizzle-kit can print an error and still exit 0: also require one of its two success messages.
  const isSuccess = /No schema changes|Your SQL migration file/.test(result.stdout + result.stderr);
  if (result.status !== 0 || !isSuccess) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`drizzle-kit generate exited with ${result.status}`);
  }
  const changed = listFiles(scratchDir).filter((file) => {
    const committed = join(migrationsDir, file);
    try {
      return readFileSync(committed, 'utf8') !== readFileSync(join(scratchDir, file), 'utf8');
    } catch {
      return true;
    }
  });
  if (changed.length > 0) {
    console.error(`Migrations are stale: drizzle-kit generate would write ${changed.join(', ')}.`);
    console.error('Run `npm run generate -w @happenings/db` and commit packages/db/migrations.');
    process.exitCode = 1;
  } else {
    console.log('Migrations are up to date with the schema.');
  }
} finally {
  rmSync(scratchDir, { recursive: true, force: true });
}

function listFiles(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(root, join(folder, entry.name))
      : [relative(root, join(folder, entry.name))],
  );
}
