/**
 * Loading an event for the editor (/event/create/{id}): GET /api/v1/experiences/{id} with the visitor's cookies.
 * The API answers 404 for a missing event or someone else's draft, and `canEdit` says whether the caller is its
 * creator or its host's owner.
 */
import 'server-only';
import { getServerClient } from '@/lib/api-server';
import type { ExperienceDetail } from './event-draft';

export type EditableEvent =
  | { kind: 'editable'; experience: ExperienceDetail }
  | { kind: 'forbidden' }
  | { kind: 'not-found' };

export async function loadEditableEvent(id: string): Promise<EditableEvent> {
  const api = await getServerClient();
  const { data, response } = await api.GET('/api/v1/experiences/{id}', { params: { path: { id } } });
  if (!data) {
    if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
    if (response.status === 403) return { kind: 'forbidden' };
    throw new Error(`Loading experience ${id} failed: ${response.status}`);
  }
  return data.canEdit ? { kind: 'editable', experience: data } : { kind: 'forbidden' };
}
