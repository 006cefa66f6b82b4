-- Custom migration (drizzle-kit does not emit CREATE EXTENSION). Runs before every generated one.
-- pg_trgm: typo-tolerant name search (gin_trgm_ops indexes). unaccent: accent-insensitive search queries.
-- PGlite ships both but must also be given them in its constructor (see src/client/create-database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
