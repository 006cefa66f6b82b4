import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type * as schema from '../schema.ts';

/** The drizzle schema: every table of the package. */
export type Schema = typeof schema;

/**
 * What query functions take as their first argument (`findExperienceBySlug(db, slug)`): a drizzle database over
 * either driver, or a transaction of one (both share PgDatabase's query builder).
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * An open database: the drizzle handle, which engine it runs on, and how to close it. A PostgreSQL handle keeps
 * its URL so that a component with a pool of its own (the API's job engine) connects to the same database.
 */
export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: Pool; url: string; close(): Promise<void> };
