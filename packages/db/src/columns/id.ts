import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/**
 * A text primary key filled by the database with a random UUID. gen_random_uuid() is built into PostgreSQL 13+
 * and PGlite, so rows inserted by hand, by the seed or by better-auth (which brings its own ids) all fit.
 */
export function idColumn(name = 'id') {
  return text(name).primaryKey().default(sql`gen_random_uuid()::text`);
}

/**
 * spec §3: experiences and collections carry a documentId besides id (the document store's stable id).
 * Unique, defaulted like id, so imported documents can keep theirs.
 */
export function documentIdColumn() {
  return text('document_id').notNull().unique().default(sql`gen_random_uuid()::text`);
}
