'use server';
/**
 * An admin's Save of someone's roles, as a server action so it works without scripts. The API refuses a change of
 * one's own roles (403 OWN_ROLES) and writes the audit row with the change; the page is told the outcome.
 */
import { isStaffRole } from '@happenings/domain/staff';
import { redirect } from 'next/navigation';
import { getServerClient } from '@/lib/api-server';
import type { PeopleOutcome } from './people-outcome';

function readText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

export async function saveRoles(formData: FormData): Promise<void> {
  const id = readText(formData, 'id');
  const who = readText(formData, 'who');
  const query = readText(formData, 'query');
  const roles = formData
    .getAll('roles')
    .filter((value): value is string => typeof value === 'string')
    .filter(isStaffRole);
  const api = await getServerClient({ isWrite: true });
  const { data, response, error } = await api.PUT('/api/v1/staff/people/{id}/roles', {
    params: { path: { id } },
    body: { roles },
  });
  let outcome: PeopleOutcome = 'failed';
  if (data) outcome = data.changed ? 'saved' : 'unchanged';
  else if (response.status === 404) outcome = 'gone';
  else if ((error as { error?: { code?: string } } | undefined)?.error?.code === 'OWN_ROLES')
    outcome = 'own-roles';
  const params = new URLSearchParams({ outcome });
  if (who) params.set('who', who.slice(0, 120));
  if (query) params.set('query', query.slice(0, 100));
  redirect(`/admin/people?${params.toString()}`);
}
