/**
 * `npm run seed [-- --scale N] [--reset] [--now ISO] [--interests M]`: writes the demo data set into the database
 * the API uses (PGlite under HAPPENINGS_DATA_DIR, or DATABASE_URL), migrating it first. Refuses a non-empty
 * database unless --reset. Demo users sign in with the password 'happenings-demo' (e.g. demo@example.com).
 */
import { parseArgs } from 'node:util';
import { createDatabase, migrate } from '@happenings/db/client';
import { DatabaseNotEmptyError, seedDatabase } from '../src/seed/seed-database.ts';
import { loadScriptConfig } from './script-config.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
    now: { type: 'string' },
    interests: { type: 'string' },
  },
});

const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1)
  throw new Error(`--scale must be a whole number ≥ 1, got ${values.scale}`);
const now = values.now === undefined ? Date.now() : Date.parse(values.now);
if (Number.isNaN(now)) throw new Error(`--now must be an ISO date-time, got ${values.now}`);
const interests = values.interests === undefined ? undefined : Number(values.interests);
if (interests !== undefined && (!Number.isInteger(interests) || interests < 0)) {
  throw new Error(`--interests must be a whole number, got ${values.interests}`);
}

const config = loadScriptConfig();
const database = await createDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
);
try {
  await migrate(database);
  await seedDatabase(database.db, {
    now,
    scale,
    reset: values.reset,
    ...(interests === undefined ? {} : { interests }),
    mediaDir: config.media.dir,
    publicUrl: config.publicUrl,
    cloudname: config.media.cloudname,
  });
} catch (error) {
  if (!(error instanceof DatabaseNotEmptyError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
