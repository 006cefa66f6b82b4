/** Server read of the audit log for /admin/audit (docs/moderation.md: The audit log). */
import 'server-only';
import type { components, paths } from '@happenings/client';
import { getServerClient } from '@/lib/api-server';
import type { AuditQuery } from './audit-filters';

export type StaffAction = components['schemas']['StaffAction'];
type AuditClientQuery = NonNullable<paths['/api/v1/staff/audit']['get']['parameters']['query']>;

/** A page of the log, newest first; `error` carries the API's refusal of a filter. */
export async function listAudit(
  query: AuditQuery,
): Promise<{ items: StaffAction[]; nextCursor: string | null; error: string | null }> {
  const api = await getServerClient();
  const { data, error } = await api.GET('/api/v1/staff/audit', {
    // The domain's lists of actions and targets grow with each staff feature; the API validates what it takes.
    params: { query: { ...query, limit: 25 } as AuditClientQuery },
  });
  if (data) return { ...data, error: null };
  return { items: [], nextCursor: null, error: error?.error.message ?? 'The audit log could not be read.' };
}
