/**
 * `npm run admin -- grant <email> admin` (also `revoke <email> <role>`, `list`): staff roles from the server's
 * shell, for the first admin and whenever no admin can sign in (features/staff/admin-command.ts). It migrates the
 * database the API uses (PGlite under HAPPENINGS_DATA_DIR, or DATABASE_URL) first, so it works before the first
 * start. Run it with the API's environment; the embedded database opens in one process at a time: stop the API.
 */
import { createDatabase, migrate } from '@happenings/db/client';
import { runAdminCommand } from '../src/features/staff/admin-command.ts';
import { loadScriptConfig } from './script-config.ts';

const config = loadScriptConfig();
const database = await createDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
);
try {
  await migrate(database);
  const result = await runAdminCommand(database.db, process.argv.slice(2), { now: Date.now() });
  for (const line of result.lines) (result.exitCode === 0 ? console.info : console.error)(line);
  process.exitCode = result.exitCode;
} finally {
  await database.close();
}
