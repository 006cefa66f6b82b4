export { type CreateDatabaseOptions, createDatabase } from './create-database.ts';
export type { Database, DatabaseHandle, DatabaseKind, Schema } from './database.ts';
export { type DatabaseConfig, readDatabaseConfig } from './env.ts';
export { MIGRATIONS_FOLDER, migrate } from './migrate.ts';
export { observeQueries, type QueryObserver } from './observe-queries.ts';
export { listPendingMigrations } from './pending-migrations.ts';
export { pingDatabase } from './ping.ts';
export { queryRows } from './query-rows.ts';
export {
  type RowChange,
  type RowChangeHandlers,
  type RowChangeWatch,
  watchRowChanges,
} from './row-changes.ts';
