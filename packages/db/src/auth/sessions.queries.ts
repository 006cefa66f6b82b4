/**
 * Sessions are rows (better-auth looks each one up by its token on every request, no cookie cache): deleting them
 * signs their holders out at once, cookie and bearer alike, whatever secret signed the cookies.
 */
import type { Database } from '../client/database.ts';
import { sessions } from './auth.table.ts';

/** Ends every session of every account (the app's push registrations go with them); returns how many ended. */
export async function deleteAllSessions(db: Database): Promise<number> {
  const deleted = await db.delete(sessions).returning({ id: sessions.id });
  return deleted.length;
}
