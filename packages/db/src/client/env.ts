/**
 * The one place this package reads process.env: defaults for callers that do not pass explicit configuration
 * (the API's env.ts passes its own). spec-independent; see packages/db/README.md.
 */

/** The database configuration the environment asks for. */
export interface DatabaseConfig {
  /** A postgres:// URL: use PostgreSQL through node-postgres. */
  url?: string;
  /** Otherwise PGlite stores its data here. */
  dataDir?: string;
}

/** DATABASE_URL selects PostgreSQL; otherwise PGlite under HAPPENINGS_DATA_DIR, default ./.data. */
export function readDatabaseConfig(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
  return { dataDir: env.HAPPENINGS_DATA_DIR?.trim() || './.data' };
}

/** The server the `test:pg` run points tests at, if any; tests use in-memory PGlite otherwise. */
export function readTestDatabaseUrl(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  return env.DATABASE_URL?.trim() || undefined;
}
