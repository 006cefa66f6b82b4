'use server';
/**
 * Search suggestion forms as server actions: add one (a search to run, or an event to open by its address or
 * slug), change, delete, or move one up or down (the whole order is sent, so a list changed meanwhile is refused
 * and shown afresh); then back to the page with the outcome.
 */
import { isLocationSlug, type LocationSlug } from '@happenings/domain/locations';
import { redirect } from 'next/navigation';
import { getServerClient } from '@/lib/api-server';
import { findExperience, readRecommendations } from './curation.server';
import { outcomeOfRefusal, pageAfter } from './curation-outcome';
import { readField } from './form-field';

const listPath = (location: string) =>
  `/admin/curation/${encodeURIComponent(location)}/search-recommendations`;
const rowId = (id: string) => `suggestion-${id}`;

function readLocation(formData: FormData): LocationSlug {
  const location = readField(formData, 'location');
  if (!isLocationSlug(location)) redirect('/admin/curation');
  return location;
}

export async function addRecommendation(formData: FormData): Promise<void> {
  const location = readLocation(formData);
  const path = listPath(location);
  const reference = readField(formData, 'experience').trim();
  const experience = reference ? await findExperience(reference) : null;
  if (reference && !experience) redirect(pageAfter(path, 'not-found'));
  const query = readField(formData, 'query').trim() || undefined;
  const api = await getServerClient({ isWrite: true });
  const { data, response, error } = await api.POST(
    '/api/v1/staff/curation/locations/{location}/search-recommendations',
    {
      params: { path: { location } },
      body: {
        label: readField(formData, 'label').trim(),
        query,
        item: experience ? { type: 'experience', id: experience.id } : undefined,
        isHighlighted: readField(formData, 'isHighlighted') === 'on',
        isActive: true,
      },
    },
  );
  redirect(
    pageAfter(
      path,
      data ? 'added' : outcomeOfRefusal(response.status, error),
      data ? rowId(data.id) : undefined,
    ),
  );
}

export async function updateRecommendation(formData: FormData): Promise<void> {
  const location = readLocation(formData);
  const id = readField(formData, 'id');
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.PATCH('/api/v1/staff/curation/search-recommendations/{id}', {
    params: { path: { id } },
    body: {
      label: readField(formData, 'label').trim(),
      query: readField(formData, 'query').trim() || null,
      isHighlighted: readField(formData, 'isHighlighted') === 'on',
      isActive: readField(formData, 'isActive') === 'on',
    },
  });
  redirect(
    pageAfter(
      listPath(location),
      response.ok ? 'saved' : outcomeOfRefusal(response.status, error),
      rowId(id),
    ),
  );
}

export async function deleteRecommendation(formData: FormData): Promise<void> {
  const location = readLocation(formData);
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.DELETE('/api/v1/staff/curation/search-recommendations/{id}', {
    params: { path: { id: readField(formData, 'id') } },
  });
  redirect(pageAfter(listPath(location), response.ok ? 'removed' : outcomeOfRefusal(response.status, error)));
}

export async function moveRecommendation(formData: FormData): Promise<void> {
  const location = readLocation(formData);
  const id = readField(formData, 'id');
  const path = listPath(location);
  const ids = (await readRecommendations(location)).map((row) => row.id);
  const from = ids.indexOf(id);
  const to = from + (readField(formData, 'direction') === 'up' ? -1 : 1);
  if (from < 0 || to < 0 || to >= ids.length) redirect(pageAfter(path, 'stale'));
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.PUT(
    '/api/v1/staff/curation/locations/{location}/search-recommendations/order',
    { params: { path: { location } }, body: { ids } },
  );
  redirect(pageAfter(path, response.ok ? 'moved' : outcomeOfRefusal(response.status, error), rowId(id)));
}
