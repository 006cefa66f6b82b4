/**
 * One-time values of the verifications table read by the API itself (better-auth reads its own): taking one
 * deletes it in the same statement, so two requests racing with the same code cannot both have it.
 *
 * Reads verifications_identifier_idx.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { verifications } from './auth.table.ts';

export async function takeVerification(
  db: Database,
  identifier: string,
): Promise<{ value: string; expiresAt: Date } | null> {
  const [taken] = await db
    .delete(verifications)
    .where(eq(verifications.identifier, identifier))
    .returning({ value: verifications.value, expiresAt: verifications.expiresAt });
  return taken ?? null;
}
