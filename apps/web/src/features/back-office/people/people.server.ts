/** Server reads of the people an admin looks up (docs/moderation.md: Roles). */
import 'server-only';
import type { components } from '@happenings/client';
import { getServerClient } from '@/lib/api-server';

export type StaffPerson = components['schemas']['StaffPerson'];
export type StaffPersonPage = components['schemas']['StaffPersonPage'];

/** The staff (no query), or anyone whose name, username or e-mail holds `query`; newest accounts first. */
export async function findPeople(options: {
  query?: string;
  cursor?: string;
}): Promise<StaffPersonPage & { error: string | null }> {
  const api = await getServerClient();
  const { data, error } = await api.GET('/api/v1/staff/people', {
    params: { query: { query: options.query?.slice(0, 100), cursor: options.cursor, limit: 20 } },
  });
  if (data) return { ...data, error: null };
  return { items: [], nextCursor: null, error: error?.error.message ?? 'People could not be looked up.' };
}

export function personAccountId(person: StaffPerson): string {
  return person.uid ?? person.userId ?? String(person.id);
}
