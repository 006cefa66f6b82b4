/**
 * `npm run sessions -w @happenings/api -- end-all`: signs everyone out on every device, by deleting every session of
 * the database the API uses (PGlite under HAPPENINGS_DATA_DIR, or DATABASE_URL). Sessions are rows, so they end at
 * once, whatever secret signed their cookies: the step after rotating AUTH_SECRET (docs/security.md#secrets). Run
 * it with the API's environment. The embedded database opens in one process at a time: stop the API first.
 */
import { parseArgs } from 'node:util';
import { deleteAllSessions } from '@happenings/db/auth';
import { createDatabase } from '@happenings/db/client';
import { loadScriptConfig } from './script-config.ts';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1 || positionals[0] !== 'end-all') {
  console.error('Usage: npm run sessions -w @happenings/api -- end-all');
  process.exit(1);
}

const config = loadScriptConfig();
const database = await createDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
);
try {
  const ended = await deleteAllSessions(database.db);
  console.info(`Ended ${ended} session${ended === 1 ? '' : 's'}: everyone signs in again.`);
} finally {
  await database.close();
}
