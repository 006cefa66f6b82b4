/**
 * The collection a call names, read in its handler after access-guard.ts let the call through.
 */
import { type CollectionRow, findCollectionAccess } from '@happenings/db/collections';
import type { CollectionRole } from '@happenings/domain/enums';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { notFound } from '../../errors/api-error.ts';

/**
 * The collection named by the path, with the caller's role. The access guard resolved it already; it is read again
 * here because it may have gone in between (404 then).
 */
export async function requireCollection(
  c: Context<AppEnv>,
  id: string,
): Promise<{ collection: CollectionRow; role: CollectionRole | null }> {
  const access = await findCollectionAccess(c.get('services').db, {
    documentId: id,
    userId: c.get('user')?.id ?? null,
  });
  if (!access) throw notFound('Collection');
  return access;
}
